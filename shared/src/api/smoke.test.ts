import { placeholder } from '../index.js';
import middy from '@middy/core';
it('loads ESM', () => { expect(placeholder).toBe(1); expect(typeof middy).toBe('function'); });
