import { candidateMessages, plural, type CandidateFitDetail, type ErasureCallChoice } from '@agentdesk/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { useRecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useEraseCandidate } from '../api/erase-candidate.ts';

type Props = { detail: CandidateFitDetail; onErased: () => void };

const callChoices = [
  { value: 'erase', label: 'Erase the calls too: transcripts, recordings, numbers and analysis' },
  {
    value: 'anonymise',
    label: 'Keep the calls for the analytics, with their name, e-mail and number replaced and the recording removed',
  },
];

/** What goes, in the dialog's words. */
const goesText = (applications: number) => {
  const theirs = applications > 1 ? ` and all ${applications} applications` : ' and application';
  return (
    `Their résumés, what was read from them, their scores${theirs}, the conversations with their e-mail or ` +
    'number and every mail to them are deleted; a mail still queued is never sent. Interviews still to come ' +
    'are cancelled: the interviewers are told, the candidate is not. This cannot be undone.'
  );
};

const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** What stays after the erasure, in the dialog's words (docs/candidates.md says the same). */
const whatStays = (choice: ErasureCallChoice, hasCalls: boolean) => {
  const kept = [
    'the stage history (no reasons)',
    'the hiring counts',
    'their interviews’ rounds and times',
    'the audit log',
  ];
  if (hasCalls && choice === 'anonymise') kept.push('their calls, with [name], [email] and [number] in place');
  return `What stays, without their name: ${list.format(kept)}.`;
};

/** Erase, asked first in a dialog that says what goes, what stays, and what becomes of their calls. */
export const EraseCandidateButton = ({ detail, onErased }: Props) => {
  const erase = useEraseCandidate();
  const agent = useRecruitingAgent();
  const [choice, setChoice] = useState<ErasureCallChoice>('erase');
  const calls = detail.calls.length;
  const applications = detail.other_applications.length + 1;
  return (
    <ConfirmButton
      label="Erase candidate"
      icon={Trash2}
      variant="danger"
      isPending={erase.isPending}
      onOpenChange={(open) => {
        if (open) setChoice('erase');
      }}
      dialog={{
        title: `Erase ${detail.name}?`,
        description: goesText(applications),
        confirmLabel: 'Erase',
        children: (
          <div className="mt-4 flex flex-col gap-3 text-[13px] text-gray-700">
            {calls > 0 ? (
              <fieldset className="flex flex-col gap-1.5">
                <legend id="erase-calls-legend" className="mb-1 font-medium text-gray-900">
                  Their {plural(calls, 'call')} with {agent?.name ?? 'the recruiting agent'}
                </legend>
                <RadioGroup
                  aria-labelledby="erase-calls-legend"
                  value={choice}
                  onValueChange={(value) => setChoice(value === 'anonymise' ? 'anonymise' : 'erase')}
                  options={callChoices}
                />
              </fieldset>
            ) : null}
            <p data-testid="erasure-what-stays">{whatStays(choice, calls > 0)}</p>
          </div>
        ),
      }}
      onConfirm={(close) =>
        erase.mutate(
          { candidateId: detail.candidate_id, calls: choice },
          {
            onSuccess: () => {
              toast.success(candidateMessages.erased);
              close();
              onErased();
            },
            onError: (error) => {
              toastFailure(error);
              close();
            },
          },
        )
      }
    />
  );
};
