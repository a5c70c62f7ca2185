// The Cognito user pool behind the identity port. Users sign up through Bahi's API only: the
// access Lambda calls SignUp then AdminConfirmSignUp (the pool sends no codes), and sign-in is
// InitiateAuth with USER_PASSWORD_AUTH; tokens are verified in the Lambda with aws-jwt-verify.
// Token lifetime matches the local adapter (12 h). There is no hosted UI and no client secret (the client is public).
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.client = this.userPool.addClient('WebClient', {
      authFlows: { userPassword: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.hours(12),
      accessTokenValidity: Duration.hours(12),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
