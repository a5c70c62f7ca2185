// Conditional writes whose failed condition is an answer, not an error (a claim already taken, a
// version that moved on, a credit that would go below zero): the caller learns which by the result.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** Runs a conditional write; false when its condition failed (anything else is thrown). */
export async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
