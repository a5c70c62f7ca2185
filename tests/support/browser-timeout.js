// A browser journey is many page loads; on a loaded CI machine one can take tens of seconds.
import { jest } from '@jest/globals';

jest.setTimeout(60_000);
