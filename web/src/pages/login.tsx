// `/`: sign in, or create an account. `/?invite=<token>` lets an invited owner set a password first;
// `/?notice=<why>` says why a session ended (leaveSession).
import { Card, Flex, Tabs, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { APP_MESSAGES } from '@bahi/shared';
import { Brand } from '../app/brand';
import { mountPage } from '../app/page-root';
import { LoginForm } from '../features/access/login-form';
import { SetPasswordForm } from '../features/access/set-password-form';
import { SignupForm } from '../features/access/signup-form';

const NOTICES: Record<string, string> = {
  sessionEnded: APP_MESSAGES.sessionEnded,
  passwordChanged: APP_MESSAGES.passwordChangedSignIn,
};

function LoginPage() {
  const [tab, setTab] = useState('signin');
  const [invite, setInvite] = useState(() => new URLSearchParams(location.search).get('invite'));
  const [welcome, setWelcome] = useState<{ email: string; message: string } | null>(() => {
    const notice = NOTICES[new URLSearchParams(location.search).get('notice') ?? ''];
    return notice ? { email: '', message: notice } : null;
  });

  function passwordSet(email: string, message: string) {
    history.replaceState(null, '', '/');
    setInvite(null);
    setWelcome({ email, message });
  }

  return (
    <main className="bahi-centered">
      <Card variation="elevated" className="bahi-card">
        <Flex direction="column" gap="1rem">
          <Brand />
          <Text color="font.secondary">GST invoicing and books for Indian businesses and their CAs.</Text>
          {invite ? (
            <SetPasswordForm token={invite} onDone={passwordSet} />
          ) : (
            <Tabs
              value={tab}
              onValueChange={setTab}
              items={[
                {
                  label: 'Sign in',
                  value: 'signin',
                  content: <LoginForm key={welcome?.email} initialEmail={welcome?.email} notice={welcome?.message} />,
                },
                { label: 'Create account', value: 'signup', content: <SignupForm /> },
              ]}
            />
          )}
        </Flex>
      </Card>
    </main>
  );
}

mountPage(<LoginPage />);
