import { Outlet, useNavigation } from 'react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** Every page loads on demand; a full-page 'Loading...' covers the wait (SPEC §2). The tab is titled after the page. */
export const AppRoot = () => {
  const navigation = useNavigation();
  useDocumentTitle();
  return (
    <>
      <Outlet />
      {navigation.state === 'loading' ? (
        <div className="delayed-fade-in fixed inset-0 z-[80] bg-white/80">
          <FullPageSpinner />
        </div>
      ) : null}
    </>
  );
};
