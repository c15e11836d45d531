import { Card } from '../../../components/ui/card.tsx';
import { DefaultCountryForm } from '../../../components/ui/default-country-form.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useJobPostingSettings } from '../../../lib/use-job-posting-settings.ts';

/** The workspace's default country for its job postings (also asked when a job that needs it is published). */
export const JobPostingsCard = () => {
  const settings = useJobPostingSettings();
  return (
    <Card title="Job postings" description="What your careers site and job feeds say where a job does not.">
      {settings.isPending ? (
        <div role="status" aria-label="Loading the job posting settings">
          <Skeleton className="h-16 w-full max-w-md" />
        </div>
      ) : settings.isError ? (
        <ErrorState
          title="Failed to load the job posting settings."
          message={errorMessage(settings.error, 'Please try again.')}
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
          className="py-6"
        />
      ) : (
        <DefaultCountryForm key={settings.data.default_country ?? ''} current={settings.data.default_country ?? ''} />
      )}
    </Card>
  );
};
