import { campaignMessages, type Recipient, type UploadRecipientsResult } from '@agentdesk/shared';
import { FileSpreadsheet, FileUp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { failureToast } from '../utils/failure-toast.ts';
import { useUploadRecipientsCsv } from '../api/upload-recipients-csv.ts';
import { useUploadRecipients } from '../api/upload-recipients.ts';
import { ManualRecipients } from './manual-recipients.tsx';
import { formatKilobytes } from '../../../lib/format-kilobytes.ts';

type Source = 'csv' | 'manual';

type Props = {
  campaignId: string | null;
  threads: string;
  onThreadsChange: (threads: string) => void;
  onUploaded: (result: UploadRecipientsResult) => void;
  onBack: () => void;
};

/** Step 2: recipients from a .csv file or typed in, and the thread count. */
export const RecipientsStep = ({ campaignId, threads, onThreadsChange, onUploaded, onBack }: Props) => {
  const [source, setSource] = useState<Source>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const uploadCsv = useUploadRecipientsCsv();
  const uploadManual = useUploadRecipients();

  const choose = (chosen: File | undefined) => {
    if (chosen === undefined) return;
    if (!/\.csv$/i.test(chosen.name)) {
      toast.error(campaignMessages.csvOnly);
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const onUpload = () => {
    if (campaignId === null) {
      toast.error(campaignMessages.createFirst);
      return;
    }
    if (source === 'csv') {
      if (!file) {
        toast.error(campaignMessages.selectCsv);
        return;
      }
      uploadCsv.mutate(
        { id: campaignId, file },
        {
          onSuccess: (result) => {
            toast.success(campaignMessages.csvUploaded);
            onUploaded(result);
          },
          onError: (error) => failureToast(campaignMessages.csvUploadFailed, error),
        },
      );
      return;
    }
    if (recipients.length === 0) {
      toast.error(campaignMessages.addRecipient);
      return;
    }
    uploadManual.mutate(
      { id: campaignId, recipients },
      {
        onSuccess: (result) => {
          toast.success(campaignMessages.recipientsUploaded);
          onUploaded(result);
        },
        onError: (error) => failureToast(campaignMessages.recipientsFailed, error),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <p id="recipient-source-label" className="text-[13px] font-medium text-gray-800">
          Recipient source
        </p>
        <RadioGroup
          aria-labelledby="recipient-source-label"
          value={source}
          onValueChange={(value) => setSource(value as Source)}
          options={[
            { value: 'csv', label: 'CSV' },
            { value: 'manual', label: 'Manual' },
          ]}
          className="sm:flex-row sm:gap-4"
        />
      </div>

      {source === 'csv' ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="recipients-csv">CSV file</Label>
          <FileDropZone
            id="recipients-csv"
            accept=".csv,text/csv"
            disabled={uploadCsv.isPending}
            icon={FileUp}
            prompt={
              <>
                Drop the CSV here or <span className="text-brand underline underline-offset-2">choose a file</span>
              </>
            }
            hint="A header row with RecipientEmail and RecipientInfo, or any column of e-mail addresses. .csv only, up to 10 MB."
            onFiles={([picked]) => choose(picked)}
          />
          {file ? (
            <p data-testid="csv-file" className="flex items-center gap-2 text-[13px] text-gray-800">
              <FileSpreadsheet size={16} aria-hidden="true" className="text-gray-500" />
              <span className="truncate">{file.name}</span>
              <span className="text-gray-500 tabular-nums">{formatKilobytes(file.size)}</span>
            </p>
          ) : null}
        </div>
      ) : (
        <ManualRecipients recipients={recipients} onChange={setRecipients} />
      )}

      <div className="max-w-48">
        <TextField
          id="campaign-threads"
          label="Number of threads"
          type="number"
          inputMode="numeric"
          value={threads}
          onChange={(e) => onThreadsChange(e.target.value)}
        />
      </div>

      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onUpload} isLoading={uploadCsv.isPending || uploadManual.isPending}>
          {source === 'csv' ? 'Upload CSV' : 'Upload Recipients'}
        </Button>
      </div>
    </div>
  );
};
