import { careersLimits, careersPaths, RESUME_FILE_ACCEPT } from '@agentdesk/shared';
import type { CareersWorkspace, PostedJob } from './careers-site.service.ts';
import { html, type SafeHtml } from './html.ts';

// The Apply form of a job's page. It works without JavaScript: it posts multipart to
// /careers/:workspace/:job/apply, which answers a refusal with this form again, the values
// entered kept and each problem said at its field and in a summary at the top.

export type ApplyField = 'name' | 'email' | 'phone' | 'resume' | 'consent';
export type ApplyFormState = {
  values: { name: string; email: string; phone: string; consent: boolean };
  /** A problem per field, and one for the whole form (too many applications...). */
  errors: Partial<Record<ApplyField | 'form', string>>;
};

export const emptyApplyForm: ApplyFormState = {
  values: { name: '', email: '', phone: '', consent: false },
  errors: {},
};

const fieldOrder: ApplyField[] = ['name', 'email', 'phone', 'resume', 'consent'];

const errorOf = (state: ApplyFormState, field: ApplyField) => {
  const message = state.errors[field];
  return message === undefined ? null : html`<p class="error" id="${field}-error">${message}</p>`;
};

/** aria-describedby naming the hint and the error a field has. */
const describedBy = (state: ApplyFormState, field: ApplyField, hint: boolean) => {
  const ids = [hint ? `${field}-hint` : null, state.errors[field] !== undefined ? `${field}-error` : null].filter(
    (id) => id !== null,
  );
  return ids.length === 0 ? null : html` aria-describedby="${ids.join(' ')}"`;
};
const invalid = (state: ApplyFormState, field: ApplyField) =>
  state.errors[field] !== undefined ? html` aria-invalid="true"` : null;

const textField = (
  state: ApplyFormState,
  options: {
    field: 'name' | 'email' | 'phone';
    label: string;
    type: string;
    autocomplete: string;
    max: number;
    hint?: string;
    required: boolean;
  },
) => {
  const { field, label, type, autocomplete, max, hint, required } = options;
  return html`<div class="field"><label for="${field}">${label}${hint ? html` <span class="hint" id="${field}-hint">${hint}</span>` : null}</label>${errorOf(state, field)}<input id="${field}" name="${field}" type="${type}" autocomplete="${autocomplete}" maxlength="${max}" value="${state.values[field]}"${required ? html` required` : null}${invalid(state, field)}${describedBy(state, field, hint !== undefined)}></div>`;
};

/** The Apply section of a job's page. */
export const applyFormView = ({
  workspace,
  job,
  state,
}: {
  workspace: CareersWorkspace;
  job: PostedJob;
  state: ApplyFormState;
}): SafeHtml => {
  const problems = fieldOrder.filter((field) => state.errors[field] !== undefined);
  const hasProblems = problems.length > 0 || state.errors.form !== undefined;
  return html`<section id="apply" class="card apply" aria-labelledby="apply-heading">
<h2 id="apply-heading">Apply for this job</h2>
<p class="muted">Fields marked optional may be left empty.</p>
${
  hasProblems
    ? html`<div class="problems" role="alert" data-testid="apply-problems"><p>${state.errors.form ?? 'Please correct the following'}</p>${
        problems.length > 0
          ? html`<ul>${problems.map((field) => html`<li><a href="#${field}">${state.errors[field]}</a></li>`)}</ul>`
          : null
      }</div>`
    : null
}
<form method="post" action="${careersPaths.apply(workspace.slug, job.slug)}" enctype="multipart/form-data">
${textField(state, { field: 'name', label: 'Full name', type: 'text', autocomplete: 'name', max: careersLimits.nameMax, required: true })}
${textField(state, { field: 'email', label: 'E-mail', type: 'email', autocomplete: 'email', max: careersLimits.emailMax, required: true })}
${textField(state, { field: 'phone', label: 'Phone (optional)', type: 'tel', autocomplete: 'tel', max: careersLimits.phoneMax, hint: 'With the country code, e.g. +91 98765 43210', required: false })}
<div class="field"><label for="resume">Résumé <span class="hint" id="resume-hint">PDF, Word (.docx), .txt or .md, up to ${careersLimits.resumeBytes / (1024 * 1024)} MB${hasProblems ? '. Please attach it again.' : ''}</span></label>${errorOf(state, 'resume')}<input id="resume" name="resume" type="file" accept="${RESUME_FILE_ACCEPT}" required${invalid(state, 'resume')}${describedBy(state, 'resume', true)}></div>
<div class="field">${errorOf(state, 'consent')}<label class="check"><input id="consent" name="consent" type="checkbox" value="yes" required${state.values.consent ? html` checked` : null}${invalid(state, 'consent')}${describedBy(state, 'consent', false)}><span>I agree that ${workspace.name} may store my application and résumé to consider me for this job and contact me about it.</span></label></div>
<div class="hp" aria-hidden="true"><label for="website">Leave this field empty</label><input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
<div class="actions"><button class="button" type="submit">Submit application</button></div>
</form>
</section>`;
};
