import type { JobFormInput } from '@agentdesk/shared';
import { createCanvas } from '@napi-rs/canvas';
import { simplePdf } from '../lib/simple-pdf.ts';
import { registerFonts } from '../seed/onboarding-synthetic.ts';

// Hand-made jobs and résumés of the candidates tests: the expected order and explanation are
// written in advance (candidates-scoring.test.ts), not read off the scorer.

export const backendJob: JobFormInput = {
  title: 'Backend Engineer',
  department: 'Engineering',
  location: 'Bengaluru, India',
  employment_type: 'full_time',
  workplace_type: 'hybrid',
  salary_min: null,
  salary_max: null,
  salary_currency: '',
  summary: 'Build the services behind our payments platform.',
  responsibilities: ['Design and run services'],
  requirements: ['Four years building backend services in production', 'Solid SQL and one of Java, Go or Node.js'],
  nice_to_have: ['Experience with Kafka or another event log'],
  skills: ['Go', 'PostgreSQL', 'Kubernetes'],
  benefits: [],
  seniority: 'senior',
  application_deadline: null,
  openings: 1,
  hiring_manager: '',
};

/** Six years of Go and Postgres on k8s, Kafka, in Bengaluru: matches everything. */
export const strongResume = `Meera Shah
meera.shah@example.in | +91 98450 11111 | Bengaluru, India

Summary
Backend engineer with six years building payment services in Go.

Experience
Senior Software Engineer, Razorpay
Mar 2020 – Present
- Built backend services in production for settlements in Go on k8s
- Tuned Postgres queries and SQL reports for finance
- Ran Kafka consumers for the payments event log

Software Engineer, Infosys
Jan 2019 – Feb 2020
- Wrote REST APIs in Java

Education
B.Tech in Computer Science, NIT Trichy, 2014 – 2018

Skills
Go, Postgres, k8s, Kafka, Docker
`;

/** Three years of Node.js and SQL in Mumbai: part of the job. */
export const middleResume = `Kabir Rao
kabir.rao@example.in | +91 98200 22222 | Mumbai, India

Summary
Full-stack developer, three years with JS and Node.js.

Experience
Software Engineer, Swiggy
Jun 2023 – Present
- Built Node.js APIs for order tracking with SQL on MySQL
- Wrote React screens for the support tool

Education
B.E. in Information Technology, Mumbai University, 2019 – 2023

Skills
JavaScript, Node.js, MySQL, React
`;

/** A designer: little of the job. */
export const weakResume = `Tara Das
tara.das@example.in | +91 98100 33333 | Delhi, India

Summary
Product designer who loves clear interfaces.

Experience
Product Designer, Zomato
Aug 2025 – Present
- Designed checkout flows in Figma

Education
B.Des, NID Ahmedabad, 2021 – 2025

Skills
Figma, Sketch, User research
`;

/** A résumé text as a one-column PDF, a line per line. */
export const resumeAsPdf = (text: string) => simplePdf(text.split('\n').map((line) => ({ text: line })));

/** A résumé text as a photographed page: black lines of Inter on white, a PNG (read back by OCR). */
export const resumeAsPng = (text: string): Buffer => {
  registerFonts();
  const lines = text.split('\n');
  const canvas = createCanvas(1400, 80 + lines.length * 44);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = '28px Inter';
  lines.forEach((line, index) => context.fillText(line, 48, 64 + index * 44));
  return canvas.toBuffer('image/png');
};
