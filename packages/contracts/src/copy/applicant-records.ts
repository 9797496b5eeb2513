import type { ApplicantStage } from '../applicant-records.ts';
import { formatCount } from '../counts.ts';

/** The staff records screen's sentences (docs/spec/portal-spec.md §2 "Elder/admin dashboard"). */
export const recordsCopy = {
  title: 'Applicant Records',
  greeting: (firstName: string) => `Hello, ${firstName}`,
  register: 'Register an Applicant',
  menuLabel: 'Applicant stages',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  stages: {
    all: 'All Applicants',
    scheduled: 'Interviews Scheduled',
    interviewing: 'Interviewing',
    interviewed: 'Interviewed',
    offered: 'Offered Admission',
    declined: 'Declined Admission',
    enrolled: 'Enrolled',
    withdrawn: 'Withdrawn',
    unsubscribed: 'Unsubscribed',
  } satisfies Record<ApplicantStage, string>,
  search: 'Search applicants',
  searchPlaceholder: 'Search by name, e-mail, phone or gender',
  pageSize: 'Rows per page',
  showing: (size: number) => `Showing ${size}`,
  export: 'Export',
  exporting: 'Exporting…',
  exportFailed: (message: string) => `The export failed: ${message}`,
  columns: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    gender: 'Gender',
    ageRange: 'Age range',
    status: 'Status',
  },
  tableCaption: (stage: string) => `Applicants: ${stage}`,
  loading: 'Loading applicants…',
  emptyAll: 'No applicants yet.',
  emptyFiltered: 'No applicants match this filter.',
  emptyPage: 'This page is past the last one.',
  firstPage: 'Go to page 1',
  retry: 'Try again',
  range: (from: number, to: number, total: number, capped: boolean) =>
    total === 0
      ? 'No results'
      : `${formatCount(from)}–${formatCount(to)} of ${formatCount(total)}${capped ? '+' : ''}`,
  capped: (cap: number) =>
    `More than ${formatCount(cap)} applicants match. Narrow the search to see them all.`,
  pagination: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
  lastPage: (page: number) => `Last page, ${page}`,
  registerDialog: {
    title: 'Register an Applicant',
    intro: 'Enter the application. The applicant will be e-mailed a link to create a password.',
    terms: 'The applicant agrees to the Terms and Conditions',
    submit: 'Register',
    success: (email: string) =>
      `Applicant registered. We have e-mailed ${email} a link to create a password.`,
    another: 'Register another',
    close: 'Close',
  },
};
