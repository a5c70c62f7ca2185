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

  /**
   * Cognito's invitation email carries Bahi's set-password link: the access Lambda passes the
   * invitation's token as the temporary password, which the template puts in `{####}`. Set once
   * the site's address is known (the distribution is made after the pool).
   */
  sendInvitationsTo(siteUrl: string): void {
    const pool = this.userPool.node.defaultChild as cognito.CfnUserPool;
    pool.adminCreateUserConfig = {
      ...(pool.adminCreateUserConfig as cognito.CfnUserPool.AdminCreateUserConfigProperty | undefined),
      inviteMessageTemplate: {
        emailSubject: 'You are invited to Bahi',
        emailMessage: `You have been invited to Bahi as {username}. Choose your password here: ${siteUrl}/?invite={####}`,
      },
    };
  }
}
