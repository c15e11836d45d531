import { CAMPAIGN_CATEGORY, createCampaignBodySchema, sampleCampaign, type Campaign, type CreateCampaignBody } from '@agentdesk/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

type Values = Required<Omit<CreateCampaignBody, 'category'>>;
type Errors = Partial<Record<keyof Values, string>>;

type Props = {
  /** The campaign already created, when going back to step 1. */
  campaign?: Campaign;
  isSubmitting: boolean;
  onSubmit: (values: CreateCampaignBody) => void;
  onContinue?: () => void;
};

const initialValues = (campaign?: Campaign): Values => ({
  campaign_name: campaign?.campaign_name ?? sampleCampaign.campaign_name,
  attachment_uri: campaign?.attachment_uri ?? sampleCampaign.attachment_uri,
  intent: campaign?.intent ?? '',
  send_static_content: campaign?.send_static_content ?? true,
  subject: campaign?.subject ?? '',
  body: campaign?.body ?? '',
});

/** Every §5 message the values break, by field (the server checks the same schema). */
const validate = (values: Values): Errors => {
  const result = createCampaignBodySchema.safeParse({ ...values, category: CAMPAIGN_CATEGORY });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

/** Step 1: campaign name, attachment URI, intent, static-content switch, subject and body; Category read-only. */
export const CampaignDetailsStep = ({ campaign, isSubmitting, onSubmit, onContinue }: Props) => {
  const [values, setValues] = useState<Values>(() => initialValues(campaign));
  const [errors, setErrors] = useState<Errors>({});

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first !== undefined) {
      toast.error(first);
      return;
    }
    onSubmit({ ...values, category: CAMPAIGN_CATEGORY });
  };

  return (
    <form noValidate onSubmit={onFormSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="campaign-category" label="Category" value={CAMPAIGN_CATEGORY} readOnly aria-readonly="true" className="bg-gray-50! text-gray-600!" />
        <TextField id="campaign-name" label="Campaign name" value={values.campaign_name} onChange={(e) => set('campaign_name', e.target.value)} error={errors.campaign_name} />
      </div>
      <TextField id="campaign-attachment" label="Attachment URI" value={values.attachment_uri} onChange={(e) => set('attachment_uri', e.target.value)} error={errors.attachment_uri} />
      <FormField id="campaign-intent" label="Intent" hint="What the mail should achieve; used to write it when static content is off." error={errors.intent}>
        {(control) => <Textarea {...control} rows={3} value={values.intent} onChange={(e) => set('intent', e.target.value)} />}
      </FormField>
      <div className="flex items-center gap-3">
        <Switch id="campaign-static" checked={values.send_static_content} onCheckedChange={(checked) => set('send_static_content', checked)} />
        <Label htmlFor="campaign-static">Send static content</Label>
      </div>
      <TextField id="campaign-subject" label="Subject" value={values.subject} onChange={(e) => set('subject', e.target.value)} error={errors.subject} placeholder="Hello {{name}}" />
      <FormField id="campaign-body" label="Body" hint="{{placeholders}} are filled from each recipient's RecipientInfo, e.g. {{name}}, {{company}}, {{email}}." error={errors.body}>
        {(control) => <Textarea {...control} rows={6} value={values.body} onChange={(e) => set('body', e.target.value)} />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {onContinue ? (
          <Button variant="secondary" onClick={onContinue}>
            Continue with this campaign
          </Button>
        ) : null}
        <Button type="submit" isLoading={isSubmitting}>
          Create Campaign
        </Button>
      </div>
    </form>
  );
};
