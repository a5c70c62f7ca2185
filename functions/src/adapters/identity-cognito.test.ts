import {
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  InternalErrorException,
  NotAuthorizedException,
  SignUpCommand,
  UsernameExistsException,
  UserNotConfirmedException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { AppError } from '../errors/app-error.js';
import { STATUS_OF_KIND } from '../http/error-status.js';
import { createCognitoIdentity } from './identity-cognito.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const USER_POOL_ID = 'ap-south-1_TestPool1';
const CLIENT_ID = 'test-client-id';
const EMAIL = 'asha@example.com';
const PASSWORD = 'rao-textiles-2024';

const client = new CognitoIdentityProviderClient({
  region: 'ap-south-1',
  credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
});
const cognito = mockClient(client);

/** A stand-in for aws-jwt-verify: knows one token. */
function fakeVerifier(tokens: Record<string, Record<string, unknown>> = {}) {
  const calls: string[] = [];
  return {
    calls,
    async verify(token: string) {
      calls.push(token);
      const claims = tokens[token];
      if (!claims) throw new Error('JwtInvalidSignatureError: invalid signature');
      return claims;
    },
  };
}

const metadata = { $metadata: {} };

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  cognito.reset();
});

afterAll(() => {
  cognito.restore();
});

describe('Cognito identity: register', () => {
  it('signs the user up with the email attribute, confirms them, and returns the UserSub', async () => {
    cognito.on(SignUpCommand).resolves({ UserSub: 'sub-0001', UserConfirmed: false });
    cognito.on(AdminConfirmSignUpCommand).resolves({});
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, fakeVerifier());

    await expect(identity.register({ email: EMAIL, password: PASSWORD })).resolves.toEqual({ userId: 'sub-0001' });

    const calls = cognito.calls();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.args[0]).toBeInstanceOf(SignUpCommand);
    expect(calls[0]!.args[0].input).toEqual({
      ClientId: CLIENT_ID,
      Username: EMAIL,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: EMAIL }],
    });
    expect(calls[1]!.args[0]).toBeInstanceOf(AdminConfirmSignUpCommand);
    expect(calls[1]!.args[0].input).toEqual({ UserPoolId: USER_POOL_ID, Username: EMAIL });
  });

  it('turns UsernameExistsException of a confirmed user into a 409 auth.emailTaken and confirms nobody', async () => {
    cognito.on(SignUpCommand).rejects(new UsernameExistsException({ message: 'User already exists', ...metadata }));
    cognito.on(AdminGetUserCommand).resolves({ Username: EMAIL, UserStatus: 'CONFIRMED', UserAttributes: [{ Name: 'sub', Value: 'sub-0009' }] });
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, fakeVerifier());

    const error = await caught(identity.register({ email: EMAIL, password: PASSWORD }));
    expect(error.code).toBe('auth.emailTaken');
    expect(error.kind).toBe('conflict');
    expect(STATUS_OF_KIND[error.kind]).toBe(409);
    expect(error.message).toBe('An account with this email already exists.');
    expect(cognito.commandCalls(AdminConfirmSignUpCommand)).toHaveLength(0);
  });

  it('takes over the UNCONFIRMED user a sign-up left when it died before confirming: new password, confirmed, same sub', async () => {
    cognito.on(SignUpCommand).rejects(new UsernameExistsException({ message: 'User already exists', ...metadata }));
    cognito.on(AdminGetUserCommand).resolves({ Username: EMAIL, UserStatus: 'UNCONFIRMED', UserAttributes: [{ Name: 'sub', Value: 'sub-0009' }] });
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminConfirmSignUpCommand).resolves({});
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, fakeVerifier());

    await expect(identity.register({ email: EMAIL, password: PASSWORD })).resolves.toEqual({ userId: 'sub-0009' });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand).map((call) => call.args[0].input)).toEqual([
      { UserPoolId: USER_POOL_ID, Username: EMAIL, Password: PASSWORD, Permanent: true },
    ]);
    expect(cognito.commandCalls(AdminConfirmSignUpCommand).map((call) => call.args[0].input)).toEqual([{ UserPoolId: USER_POOL_ID, Username: EMAIL }]);
  });

  it('answers auth.emailTaken when a concurrent sign-up confirmed the UNCONFIRMED user first', async () => {
    cognito.on(SignUpCommand).rejects(new UsernameExistsException({ message: 'User already exists', ...metadata }));
    cognito.on(AdminGetUserCommand).resolves({ Username: EMAIL, UserStatus: 'UNCONFIRMED', UserAttributes: [{ Name: 'sub', Value: 'sub-0009' }] });
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminConfirmSignUpCommand).rejects(new NotAuthorizedException({ message: 'User cannot be confirmed. Current status is CONFIRMED', ...metadata }));
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, fakeVerifier());

    expect((await caught(identity.register({ email: EMAIL, password: PASSWORD }))).code).toBe('auth.emailTaken');
  });

  it('lets any other Cognito failure through unchanged', async () => {
    const failure = new InternalErrorException({ message: 'Cognito is down', ...metadata });
    cognito.on(SignUpCommand).rejects(failure);
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, fakeVerifier());
    await expect(identity.register({ email: EMAIL, password: PASSWORD })).rejects.toBe(failure);
  });
});

describe('Cognito identity: signIn', () => {
  it('uses USER_PASSWORD_AUTH and returns the IdToken with the verified sub', async () => {
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: 'id-token-1', AccessToken: 'access-token-1' } });
    const verifier = fakeVerifier({ 'id-token-1': { sub: 'sub-0001', email: EMAIL, token_use: 'id' } });
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, verifier);

    await expect(identity.signIn(EMAIL, PASSWORD)).resolves.toEqual({ token: 'id-token-1', userId: 'sub-0001' });

    const calls = cognito.commandCalls(InitiateAuthCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: EMAIL, PASSWORD },
    });
    expect(verifier.calls).toEqual(['id-token-1']);
  });

  it.each([
    ['NotAuthorizedException', () => new NotAuthorizedException({ message: 'Incorrect username or password.', ...metadata })],
    ['UserNotFoundException', () => new UserNotFoundException({ message: 'User does not exist.', ...metadata })],
    ['UserNotConfirmedException', () => new UserNotConfirmedException({ message: 'User is not confirmed.', ...metadata })],
  ])('turns %s into auth.invalidCredentials', async (_name, makeError) => {
    cognito.on(InitiateAuthCommand).rejects(makeError());
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, fakeVerifier());

    const error = await caught(identity.signIn(EMAIL, 'wrong-password'));
    expect(error.code).toBe('auth.invalidCredentials');
    expect(error.kind).toBe('unauthorized');
    expect(STATUS_OF_KIND[error.kind]).toBe(401);
    expect(error.message).toBe('Invalid email or password.');
  });

  it('refuses a sign-in that ends in a challenge instead of tokens', async () => {
    cognito.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'session' });
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, fakeVerifier());
    const error = await caught(identity.signIn(EMAIL, PASSWORD));
    expect(error.code).toBe('auth.invalidCredentials');
  });
});

describe('Cognito identity: signOutEverywhere', () => {
  it("ends the user's sessions in the pool with AdminUserGlobalSignOut", async () => {
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, fakeVerifier());
    await identity.signOutEverywhere(EMAIL);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand).map((call) => call.args[0].input)).toEqual([{ UserPoolId: USER_POOL_ID, Username: EMAIL }]);
  });
});

describe('Cognito identity: verify', () => {
  it('returns the sub and email of a token the verifier accepts', async () => {
    const identity = createCognitoIdentity(
      { userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client },
      fakeVerifier({ 'good-token': { sub: 'sub-0002', email: 'kiran@ca-firm.in', iat: 1_750_000_000, exp: 1_750_003_600 } }),
    );
    await expect(identity.verify('good-token')).resolves.toEqual({ userId: 'sub-0002', email: 'kiran@ca-firm.in', issuedAt: 1_750_000_000_000, expiresAt: 1_750_003_600_000 });
    expect(cognito.calls()).toHaveLength(0);
  });

  it("turns a verifier failure into auth.unauthorized: 'You are not authorized to perform this action'", async () => {
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, fakeVerifier());
    const error = await caught(identity.verify('forged-token'));
    expect(error.code).toBe('auth.unauthorized');
    expect(error.kind).toBe('unauthorized');
    expect(STATUS_OF_KIND[error.kind]).toBe(401);
    expect(error.message).toBe('You are not authorized to perform this action');
  });
});

describe('cognito identity: invitations', () => {
  it('creates the invited user without a message, then has Cognito email the set-password token as the temporary password', async () => {
    cognito.on(AdminCreateUserCommand).resolves({ ...metadata, User: { Attributes: [{ Name: 'sub', Value: 'sub-123' }] } });
    const identity = createCognitoIdentity({ userPoolId: USER_POOL_ID, clientId: CLIENT_ID, client }, fakeVerifier());
    await expect(identity.invite({ email: EMAIL })).resolves.toEqual({ userId: 'sub-123' });
    await identity.sendInvitation({ email: EMAIL, invitationToken: 'token-abc_123' });
    expect(cognito.commandCalls(AdminCreateUserCommand).map((call) => call.args[0].input)).toEqual([
      {
        UserPoolId: USER_POOL_ID,
        Username: EMAIL,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: EMAIL },
          { Name: 'email_verified', Value: 'true' },
        ],
      },
      { UserPoolId: USER_POOL_ID, Username: EMAIL, MessageAction: 'RESEND', TemporaryPassword: 'token-abc_123', DesiredDeliveryMediums: ['EMAIL'] },
    ]);
  });
});
