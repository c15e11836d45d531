import {
  CAMPAIGN_CATEGORY,
  createCampaignBodySchema,
  sampleCampaign,
  type Campaign,
  type CreateCampaignBody,
} from '@agentdesk/shared';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

type Values = Required<Omit<CreateCampaignBody, 'category'>>;

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

/** Step 1: campaign name, attachment URI, intent, static-content switch, subject and body; Category read-only. */
export const CampaignDetailsStep = ({ campaign, isSubmitting, onSubmit, onContinue }: Props) => {
  // Every §5 message the values break, by field: the server checks the same schema (its category is fixed).
  const { registerField, control, handleSubmit, getValues, formState } = useSchemaForm(
    createCampaignBodySchema,
    initialValues(campaign),
  );
  const { errors } = formState;

  const onFormSubmit = handleSubmit(
    // The values as typed: the server fills the §5 defaults (a body of 'hello') itself.
    () => onSubmit({ ...getValues(), category: CAMPAIGN_CATEGORY }),
    (found) => {
      const first = Object.values(found)[0]?.message;
      if (first !== undefined) toast.error(first);
    },
  );

  return (
    <form noValidate onSubmit={onFormSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="campaign-category"
          label="Category"
          value={CAMPAIGN_CATEGORY}
          readOnly
          aria-readonly="true"
          className="bg-gray-50! text-gray-600!"
        />
        <TextField
          id="campaign-name"
          label="Campaign name"
          error={errors.campaign_name?.message}
          {...registerField('campaign_name')}
        />
      </div>
      <TextField
        id="campaign-attachment"
        label="Attachment URI"
        error={errors.attachment_uri?.message}
        {...registerField('attachment_uri')}
      />
      <FormField
        id="campaign-intent"
        label="Intent"
        hint="What the mail should achieve; used to write it when static content is off."
        error={errors.intent?.message}
      >
        {(wiring) => <Textarea {...wiring} rows={3} {...registerField('intent')} />}
      </FormField>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="send_static_content"
          render={({ field }) => (
            <Switch id="campaign-static" checked={field.value ?? true} onCheckedChange={field.onChange} />
          )}
        />
        <Label htmlFor="campaign-static">Send static content</Label>
      </div>
      <TextField
        id="campaign-subject"
        label="Subject"
        error={errors.subject?.message}
        placeholder="Hello {{name}}"
        {...registerField('subject')}
      />
      <FormField
        id="campaign-body"
        label="Body"
        hint="{{placeholders}} are filled from each recipient's RecipientInfo, e.g. {{name}}, {{company}}, {{email}}."
        error={errors.body?.message}
      >
        {(wiring) => <Textarea {...wiring} rows={6} {...registerField('body')} />}
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
