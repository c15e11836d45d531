import type { QaScorecard, QaScorecardInput } from '@agentdesk/shared';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AgentsState } from '../../../lib/agents-state.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCreateScorecard, useUpdateScorecard } from '../api/scorecards.ts';
import { useCriteriaList } from '../hooks/use-criteria-list.ts';
import type { CriterionDraft } from '../utils/criterion-draft.ts';
import {
  checkScorecard,
  emptyScorecard,
  serverErrorKey,
  toScorecardDraft,
  type ScorecardDraft,
  type ScorecardErrors,
} from '../utils/scorecard-draft.ts';
import { AgentsPicker } from './agents-picker.tsx';
import { CriterionEditor } from './criterion-editor.tsx';
import { ScorecardWebhookField } from './scorecard-webhook-field.tsx';

type Props = {
  /** The scorecard to edit; none for a new one. */
  scorecard?: QaScorecard;
  agentsState: AgentsState;
  onDone: () => void;
};

/** Where each edited draft field's error is kept (a field's error goes away once it is edited). */
const errorFieldOf: Partial<Record<keyof CriterionDraft, string>> = {
  label: 'label',
  weight: 'weight',
  threshold: 'config.threshold',
  phrases: 'config.phrases',
  turns: 'config.turns',
  customKey: 'config.field',
  expected: 'config.equals',
  question: 'config.question',
};

const without = (errors: ScorecardErrors, drop: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !drop(key)));

/** A scorecard's name, agents, versions and criteria, checked with the contract's schema before it is sent. */
export const ScorecardForm = ({ scorecard, agentsState, onDone }: Props) => {
  const [draft, setDraft] = useState<ScorecardDraft>(() =>
    scorecard === undefined ? emptyScorecard() : toScorecardDraft(scorecard),
  );
  const [errors, setErrors] = useState<ScorecardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checks, setChecks] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateScorecard();
  const update = useUpdateScorecard();
  const isPending = create.isPending || update.isPending;

  const setCriteria = (criteria: CriterionDraft[]) => setDraft((current) => ({ ...current, criteria }));
  const list = useCriteriaList(draft.criteria, setCriteria);
  const clearCriteriaErrors = () => setErrors((current) => without(current, (key) => key.startsWith('criteria')));

  // After a refused check, the first field in error takes the focus, so its message is read out.
  useEffect(() => {
    if (checks > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const save = (body: QaScorecardInput) =>
    scorecard === undefined ? create.mutateAsync(body) : update.mutateAsync({ id: scorecard.id, body });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkScorecard(draft);
    if (!checked.isValid) {
      setErrors(checked.errors);
      setChecks((count) => count + 1);
      return;
    }
    setErrors({});
    try {
      const saved = await save(checked.body);
      toast.success(scorecard === undefined ? `Scorecard ${saved.name} created` : `Scorecard ${saved.name} saved`);
      onDone();
    } catch (error) {
      const message = errorMessage(error, 'Failed to save the scorecard. Please try again.');
      const key = serverErrorKey(message, draft);
      if (key === null) setFormError(message);
      else {
        setErrors({ [key]: message });
        setChecks((count) => count + 1);
      }
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={scorecard === undefined ? 'New scorecard' : `Edit ${scorecard.name}`}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 flex flex-col gap-4"
    >
      <fieldset disabled={isPending} className="flex min-w-0 flex-col gap-4">
        <TextField
          id="scorecard-name"
          label="Name"
          autoComplete="off"
          placeholder="Inbound calls"
          value={draft.name}
          onChange={(event) => {
            setDraft((current) => ({ ...current, name: event.target.value }));
            setErrors((current) => without(current, (key) => key === 'name'));
          }}
          error={errors['name']}
        />
        <AgentsPicker
          agentsState={agentsState}
          value={draft.agentIds}
          onChange={(agentIds) => {
            setDraft((current) => ({ ...current, agentIds }));
            setErrors((current) => without(current, (key) => key === 'agent_ids'));
          }}
          error={errors['agent_ids']}
        />
        <TextField
          id="scorecard-versions"
          label="Versions (optional)"
          autoComplete="off"
          inputMode="numeric"
          placeholder="3, 4"
          hint="Only these versions of the agents; empty for every version."
          value={draft.versions}
          onChange={(event) => {
            setDraft((current) => ({ ...current, versions: event.target.value }));
            setErrors((current) => without(current, (key) => key === 'agent_versions'));
          }}
          error={errors['agent_versions']}
        />
        <ScorecardWebhookField
          value={draft.webhookUrl}
          onChange={(webhookUrl) => {
            setDraft((current) => ({ ...current, webhookUrl }));
            setErrors((current) => without(current, (key) => key === 'webhook_url'));
          }}
          error={errors['webhook_url']}
          secret={scorecard?.webhook_secret ?? null}
        />
        <section aria-labelledby="scorecard-criteria" className="flex min-w-0 flex-col gap-3">
          <h3 id="scorecard-criteria" className="text-[13px] font-medium text-gray-800">
            Criteria
          </h3>
          {errors['criteria'] !== undefined ? <Alert>{errors['criteria']}</Alert> : null}
          <ol className="flex flex-col gap-3">
            {draft.criteria.map((criterion, index) => (
              <li key={criterion.key}>
                <CriterionEditor
                  index={index}
                  count={draft.criteria.length}
                  draft={criterion}
                  errors={errors}
                  onChange={(patch) => {
                    list.change(index, patch);
                    const fields = Object.keys(patch).map((name) => errorFieldOf[name as keyof CriterionDraft]);
                    const prefix = `criteria.${index}.`;
                    setErrors((current) =>
                      without(current, (key) =>
                        fields.some((field) => (field === undefined ? key.startsWith(prefix) : key === prefix + field)),
                      ),
                    );
                  }}
                  onMove={(direction) => {
                    list.move(index, direction);
                    clearCriteriaErrors();
                  }}
                  onRemove={() => {
                    list.remove(index);
                    clearCriteriaErrors();
                  }}
                />
              </li>
            ))}
          </ol>
          <div>
            <Button variant="secondary" size="sm" onClick={list.add} disabled={draft.criteria.length >= 30}>
              <Plus size={14} aria-hidden="true" />
              Add criterion
            </Button>
          </div>
        </section>
      </fieldset>
      {formError !== null ? <Alert>{formError}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 pt-4">
        <Button variant="ghost" onClick={onDone} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isPending}>
          {isPending ? 'Saving...' : scorecard === undefined ? 'Create scorecard' : 'Save scorecard'}
        </Button>
      </div>
    </form>
  );
};
