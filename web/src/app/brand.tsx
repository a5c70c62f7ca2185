import { Heading } from '@aws-amplify/ui-react';

export function Brand({ level = 2 }: { level?: 1 | 2 | 3 }) {
  return (
    <div className="bahi-brand">
      <img src="/logo.svg" alt="" />
      <Heading level={level}>Bahi</Heading>
    </div>
  );
}
