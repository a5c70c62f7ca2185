import { SMS_MESSAGES } from '@bahi/shared';
import { characterCount, messageProblem, selectionProblem } from './sms-compose';

describe('the client SMS rules', () => {
  it('asks for a client, then for recipients below the credit', () => {
    expect(selectionProblem(0, 100)).toBe('Please select atleast one client');
    expect(selectionProblem(3, 3)).toBe('SMS Count is less than you need.');
    expect(selectionProblem(2, 3)).toBeNull();
  });

  it('counts the trimmed message against 150 characters and refuses 151', () => {
    expect(characterCount('  Diwali sale  ')).toBe('11 / 150 characters');
    expect(messageProblem('a'.repeat(150))).toBeNull();
    expect(messageProblem('a'.repeat(151))).toBe('Characters should not be more than 150 characters');
    expect(messageProblem('   ')).toBe(SMS_MESSAGES.typeMessage);
  });
});
