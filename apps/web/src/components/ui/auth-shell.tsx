import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo.tsx';

type Props = { title: string; description?: string; children: ReactNode; footer?: ReactNode };

/** The public pages' frame: logo, a single white card, an optional line under it. No side navigation. */
export const AuthShell = ({ title, description, children, footer }: Props) => (
  <div className="flex min-h-dvh flex-col items-center bg-gray-50 px-4 py-10 sm:justify-center sm:py-16">
    <main className="w-full max-w-[400px]">
      <BrandLogo size="lg" className="mx-auto mb-8" />
      <div className="rounded-xl border border-gray-200 bg-white px-5 py-6 shadow-xs sm:px-8 sm:py-8">
        <h1 className="text-xl font-semibold tracking-tight text-gray-900">{title}</h1>
        {description !== undefined ? <p className="mt-1 text-[13px] text-gray-500">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer !== undefined ? <div className="mt-6 text-center text-[13px] text-gray-600">{footer}</div> : null}
    </main>
  </div>
);
