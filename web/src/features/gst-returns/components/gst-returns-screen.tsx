// GST returns (spec part 2 §2, §9; issue 13): the form (GSTR1 or GSTR3B, a month from July 2017
// up to the current one), the pre-filing check's problems of that month with a link to open each
// document, and the buttons Generate (the workbook) and Generate JSON (the portal's upload
// files). While a month generates a progress bar shows; the button's text says what happened and
// goes back to its label after 3 seconds (spec §9). The files come as download links, shown only
// while the form, month and year are the ones they were generated for: a link of another month or
// form would be uploaded by mistake. A problem links to where it is fixed only for a member who
// may change that document or the settings.
import { Alert, Button, Flex, Heading, Link, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import { kindPermission, RETURN_FORMS, RETURN_MESSAGES, returnMonths, returnYears, toCalendarDate, type Permission, type ReturnForm } from '@bahi/shared';
import { useEffect, useRef, useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { ApiError } from '../../../app/api-client';
import { useOrgPermissions } from '../../../app/use-org-permission';
import { DOCUMENT_ROUTES, documentHref } from '../../documents/routes';
import { settingsHref } from '../../settings/routes';
import { generateReturn, useReturnCheck } from '../api/returns-api';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The spec's: the button's text resets after 3 seconds. */
export const BUTTON_RESET_MS = 3_000;

type Output = 'workbook' | 'json';
/** A problem as the check answers it. */
type Problem = { code: string; message: string; documentId: string; kind: string; number: string; line: number | null };
/** What a generation was asked for: its answer belongs to it. */
type Selection = { form: ReturnForm; year: number; month: number };
const sameSelection = (a: Selection, b: Selection) => a.form === b.form && a.year === b.year && a.month === b.month;
const LABELS: Record<Output, string> = { workbook: 'Generate', json: 'Generate JSON' };

/** Where a problem is fixed: the document's edit screen, or the organisation's settings; null when the member may not change it. */
function fixHref(problem: Problem, held: ReadonlySet<Permission>): string | null {
  if (problem.documentId === '') return held.has('settings.edit') ? settingsHref('organisation') : null;
  const kind = DOCUMENT_ROUTES.find((entry) => entry.kind === problem.kind)?.kind;
  return kind && held.has(kindPermission(kind, 'edit')) ? documentHref.edit(kind, problem.documentId) : null;
}

export function GstReturnsScreen({ orgId }: { orgId: string }) {
  const now = new Date();
  const today = toCalendarDate(now);
  const [form, setForm] = useState<ReturnForm>('GSTR1');
  const [year, setYear] = useState(today.year);
  const [month, setMonth] = useState(today.month);
  const months = returnMonths(year, now);
  const period = { year, month: months.includes(month) ? month : (months.at(-1) as number) };
  const check = useReturnCheck(orgId, form, period);
  const selection: Selection = { form, year: period.year, month: period.month };
  const [running, setRunning] = useState<(Selection & { output: Output }) | null>(null);
  const [buttonText, setButtonText] = useState<Record<Output, string>>(LABELS);
  const [generated, setGenerated] = useState<(Selection & { message: string; files: { name: string; url: string }[]; problems: Problem[] }) | null>(null);
  const result = generated && sameSelection(generated, selection) ? generated : null;
  const alerts = useAlerts();
  const held = useOrgPermissions(orgId) ?? new Set<Permission>();
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (resetTimer.current) clearTimeout(resetTimer.current);
  }, []);

  const run = async (output: Output) => {
    const asked = selection;
    setRunning({ ...asked, output });
    setGenerated(null);
    setButtonText((text) => ({ ...text, [output]: 'Generating…' }));
    let done = 'Generated';
    try {
      const answer = await generateReturn(orgId, asked.form, asked, output);
      setGenerated({ ...asked, message: answer.message, files: answer.files, problems: answer.problems });
    } catch (error) {
      done = 'Failed';
      alerts.show('error', error instanceof ApiError ? error.message : String(error));
    } finally {
      setRunning(null);
      setButtonText((text) => ({ ...text, [output]: done }));
      if (resetTimer.current) clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(() => setButtonText(LABELS), BUTTON_RESET_MS);
    }
  };

  const problems = result?.problems ?? check.data?.problems ?? [];
  return (
    <Flex direction="column" gap="1.25rem">
      <Heading level={3}>GST returns</Heading>
      <Flex as="form" aria-label="GST returns" gap="1rem" alignItems="flex-end" wrap="wrap" onSubmit={(event) => event.preventDefault()}>
        <SelectField label="Form" value={form} onChange={(event) => setForm(event.target.value as ReturnForm)}>
          {RETURN_FORMS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Month" value={String(period.month)} onChange={(event) => setMonth(Number(event.target.value))}>
          {months.map((number) => (
            <option key={number} value={number}>
              {MONTH_NAMES[number - 1]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Year" value={String(year)} onChange={(event) => setYear(Number(event.target.value))}>
          {returnYears(now).map((number) => (
            <option key={number} value={number}>
              {number}
            </option>
          ))}
        </SelectField>
        {(['workbook', 'json'] as const).map((output) => (
          <Button key={output} variation={output === 'json' ? 'primary' : undefined} isDisabled={running !== null} onClick={() => void run(output)}>
            {buttonText[output]}
          </Button>
        ))}
      </Flex>

      {running && (
        <Flex direction="column" gap="0.25rem" role="status" aria-label="Generating">
          <Text>
            Generating {running.form} for {MONTH_NAMES[running.month - 1]} {running.year}… a large month takes a few seconds.
          </Text>
          <Loader variation="linear" />
        </Flex>
      )}

      {result && (
        <Flex direction="column" gap="0.5rem" aria-label="Downloads">
          <Text>{result.message}</Text>
          {result.files.map((file) => (
            <Link key={file.url} href={file.url} download={file.name}>
              {file.name}
            </Link>
          ))}
        </Flex>
      )}

      <Flex direction="column" gap="0.5rem" as="section" aria-label="Pre-filing check">
        <Heading level={5}>Pre-filing check</Heading>
        {check.error && <Text color="font.error">{check.error instanceof Error ? check.error.message : String(check.error)}</Text>}
        {!check.data && !check.error && <Loader variation="linear" />}
        {check.data && problems.length === 0 && <Alert variation="success">{RETURN_MESSAGES.noProblems}</Alert>}
        {problems.length > 0 && (
          <ol aria-label="Problems">
            {problems.map((problem, index) => {
              const href = fixHref(problem, held);
              return (
                <li key={`${problem.documentId}-${problem.line ?? ''}-${problem.code}-${index}`}>
                  <Text as="span">{problem.message}</Text>{' '}
                  {href && <Link href={href}>{problem.documentId === '' ? 'Open settings' : `Open ${problem.number}`}</Link>}
                </li>
              );
            })}
          </ol>
        )}
      </Flex>
    </Flex>
  );
}
