// The organisation logo (spec part 2 §5, §9): pick a PNG or JPG of at most 2 MB, crop it to
// 200×80, upload the cropped PNG; the stored logo shows through its signed URL.
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { APP_MESSAGES, MESSAGES } from '@bahi/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { useAlerts } from '../../../app/alerts';
import { callApi } from '../../../app/api-client';
import { LOGO_SIZE } from '@bahi/shared';
import { errorText } from '../hooks/use-org-write';
import { reloadOrgSettings } from '../hooks/use-org-settings';
import { LOGO_FILE_TYPES, logoFileProblem } from '../logo-file';
import { LogoCropper } from './logo-cropper';

function loadImage(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(APP_MESSAGES.imageNotRecognised));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

export function LogoSection({ orgId, logoUrl }: { orgId: string; logoUrl: string | null }) {
  const alerts = useAlerts();
  const inputId = useId();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clear the input so picking the same file again still counts as a change.
    event.target.value = '';
    setImage(null);
    if (!file) return;
    const refused = logoFileProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      setImage(await loadImage(file));
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  async function upload(pngDataUrl: string) {
    setBusy(true);
    try {
      await callApi('saveImage', { body: { orgid: orgId, purpose: 'logo', ext: 'png', imgDta: pngDataUrl, fileUrl: logoUrl } });
      await reloadOrgSettings(orgId);
      alerts.show('success', MESSAGES.settingsUpdated);
      setImage(null);
    } catch (error) {
      alerts.show('error', errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variation="outlined">
      <Flex direction="column" gap="1rem">
        <Heading level={5}>Logo</Heading>
        <Flex direction="column" gap="0.4rem">
          <Text fontWeight={600}>Current logo</Text>
          {logoUrl ? (
            <img className="bahi-logo-preview" src={logoUrl} alt="Organisation logo" width={LOGO_SIZE.width} height={LOGO_SIZE.height} />
          ) : (
            <Text color="font.secondary">No logo yet.</Text>
          )}
        </Flex>
        <Flex direction="column" gap="0.4rem">
          <label htmlFor={inputId} className="bahi-file-label">
            Choose an image (PNG or JPG, at most 2 MB)
          </label>
          <input id={inputId} type="file" accept={LOGO_FILE_TYPES.join(',')} onChange={(event) => void pick(event)} disabled={busy} />
          {problem && (
            <Text color="font.error" data-testid="logo-error">
              {problem}
            </Text>
          )}
        </Flex>
        {image && <LogoCropper key={image.src} image={image} busy={busy} onCrop={(png) => void upload(png)} onCancel={() => setImage(null)} />}
      </Flex>
    </Card>
  );
}
