import {
  alertMetricLabels,
  alertMetrics,
  alertMetricUnits,
  alertWindowLabels,
  alertWindows,
  createAlertRuleBodySchema,
  isQaAlertMetric,
  type AlertMetric,
} from '@agentdesk/shared';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { AgentsState } from '../../../lib/agents-state.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCreateAlertRule } from '../api/alerts.ts';
import { thresholdUnitLabels } from './alert-format.ts';
import { AlertRuleQaFields } from './alert-rule-qa-fields.tsx';

const ALL_AGENTS = 'all';

type Draft = {
  name: string;
  metric: AlertMetric;
  comparator: 'above' | 'below';
  threshold: string;
  window: string;
  agent: string;
  /** A QA metric's scorecard and a failure rate's criterion ('' for none chosen). */
  scorecard: string;
  criterion: string;
  emails: string;
  webhookUrl: string;
};

const initialDraft: Draft = {
  name: '',
  metric: 'success_rate',
  comparator: 'below',
  threshold: '',
  window: '60',
  agent: ALL_AGENTS,
  scorecard: '',
  criterion: '',
  emails: '',
  webhookUrl: '',
};

/** The e-mail addresses as typed: separated by commas, spaces or new lines. */
const splitEmails = (text: string) => text.split(/[\s,;]+/).filter((part) => part !== '');

type FieldProps = {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
};
const SelectField = ({ id, label, value, options, onChange, disabled }: FieldProps) => (
  <div className="flex min-w-0 flex-col gap-1.5">
    <Label htmlFor={id}>{label}</Label>
    <Select id={id} value={value} options={options} onValueChange={onChange} disabled={disabled} />
  </div>
);

/** A new alert rule (admins): what to watch, when it fires, over which window, for which agent, and whom to tell. */
export const AlertRuleForm = ({ agentsState }: { agentsState: AgentsState }) => {
  const [draft, setDraft] = useState<Draft>(initialDraft);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateAlertRule();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const isFailures = draft.metric === 'webhook_failures';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = createAlertRuleBodySchema.safeParse({
      name: draft.name,
      metric: draft.metric,
      comparator: draft.comparator,
      threshold: draft.threshold.trim() === '' ? Number.NaN : Number(draft.threshold),
      window_minutes: Number(draft.window),
      agent_id: isFailures || draft.agent === ALL_AGENTS ? null : draft.agent,
      scorecard_id: isQaAlertMetric(draft.metric) && draft.scorecard !== '' ? draft.scorecard : null,
      criterion_id: draft.metric === 'qa_criterion_failure_rate' && draft.criterion !== '' ? draft.criterion : null,
      emails: splitEmails(draft.emails),
      webhook_url: draft.webhookUrl.trim() === '' ? null : draft.webhookUrl.trim(),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        next[String(issue.path[0])] ??=
          issue.path[0] === 'threshold' && issue.code === 'invalid_type' ? 'Threshold must be a number' : issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const rule = await create.mutateAsync(parsed.data);
      toast.success(`Alert rule ${rule.name} added`);
      setDraft(initialDraft);
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to add the alert rule. Please try again.'));
    }
  };

  const agentOptions = [
    { value: ALL_AGENTS, label: 'All agents' },
    ...agentsState.agents.map((agent) => ({ value: agent.id, label: agent.name })),
  ];

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Add an alert rule"
      className="flex flex-col gap-3"
    >
      <fieldset disabled={create.isPending} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          id="alert-name"
          label="Name"
          autoComplete="off"
          placeholder="Success rate dropped"
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors['name']}
        />
        <SelectField
          id="alert-metric"
          label="Metric"
          value={draft.metric}
          options={alertMetrics.map((metric) => ({ value: metric, label: alertMetricLabels[metric] }))}
          onChange={(value) => set('metric', value as AlertMetric)}
        />
        {isQaAlertMetric(draft.metric) ? (
          <AlertRuleQaFields
            metric={draft.metric}
            scorecardId={draft.scorecard}
            criterionId={draft.criterion}
            onScorecard={(id) => set('scorecard', id)}
            onCriterion={(id) => set('criterion', id)}
            errors={errors}
          />
        ) : null}
        <SelectField
          id="alert-agent"
          label="Agent"
          value={isFailures ? ALL_AGENTS : draft.agent}
          options={agentOptions}
          onChange={(value) => set('agent', value)}
          disabled={isFailures}
        />
        <SelectField
          id="alert-comparator"
          label="Fires when it is"
          value={draft.comparator}
          options={[
            { value: 'below', label: 'Below' },
            { value: 'above', label: 'Above' },
          ]}
          onChange={(value) => set('comparator', value as Draft['comparator'])}
        />
        <TextField
          id="alert-threshold"
          label="Threshold"
          inputMode="decimal"
          autoComplete="off"
          placeholder="50"
          hint={`In ${thresholdUnitLabels[alertMetricUnits[draft.metric]]}`}
          value={draft.threshold}
          onChange={(event) => set('threshold', event.target.value)}
          error={errors['threshold']}
        />
        <SelectField
          id="alert-window"
          label="Over the last"
          value={draft.window}
          options={alertWindows.map((window) => ({ value: String(window), label: alertWindowLabels[window] }))}
          onChange={(value) => set('window', value)}
        />
        <div className="sm:col-span-2 lg:col-span-1">
          <TextField
            id="alert-emails"
            label="E-mail to"
            autoComplete="off"
            placeholder="ops@example.com, lead@example.com"
            value={draft.emails}
            onChange={(event) => set('emails', event.target.value)}
            error={errors['emails']}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            id="alert-webhook"
            label="Webhook URL (optional)"
            autoComplete="off"
            placeholder="https://hooks.example.com/agentdesk"
            hint="Signed like our webhooks"
            value={draft.webhookUrl}
            onChange={(event) => set('webhookUrl', event.target.value)}
            error={errors['webhook_url']}
          />
        </div>
      </fieldset>
      {errors['agent_id'] !== undefined ? <Alert>{errors['agent_id']}</Alert> : null}
      {serverError !== null ? <Alert>{serverError}</Alert> : null}
      <div>
        <Button type="submit" isLoading={create.isPending}>
          {create.isPending ? null : <Plus size={14} aria-hidden="true" />}
          {create.isPending ? 'Adding...' : 'Add rule'}
        </Button>
      </div>
    </form>
  );
};
