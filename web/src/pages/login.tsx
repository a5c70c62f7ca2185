// `/`: sign in, or create an account. A visitor who still holds a session goes straight on.
import { Card, Flex, Tabs, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Brand } from '../app/brand';
import { mountPage } from '../app/page-root';
import { LoginForm } from '../features/access/login-form';
import { SignupForm } from '../features/access/signup-form';

function LoginPage() {
  const [tab, setTab] = useState('signin');
  return (
    <main className="bahi-centered">
      <Card variation="elevated" className="bahi-card">
        <Flex direction="column" gap="1rem">
          <Brand />
          <Text color="font.secondary">GST invoicing and books for Indian businesses and their CAs.</Text>
          <Tabs
            value={tab}
            onValueChange={setTab}
            items={[
              { label: 'Sign in', value: 'signin', content: <LoginForm /> },
              { label: 'Create account', value: 'signup', content: <SignupForm /> },
            ]}
          />
        </Flex>
      </Card>
    </main>
  );
}

mountPage(<LoginPage />);
