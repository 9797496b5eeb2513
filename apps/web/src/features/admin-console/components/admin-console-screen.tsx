import { adminCopy } from '@intake/contracts/copy/admin-console';
import { Container, Grid, Loader, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { lazyExport } from '../../../lib/lazy-export';
import { AdminToastProvider, TOAST_AREA_HEIGHT } from '../toasts';
import { ApplicantObjectPanel } from './applicant-object-panel';
import { ApplicationPanel } from './application-panel';
import { BatchPanel } from './batch-panel';
import { CohortsPanel } from './cohorts-panel';
import { CsvUploadPanel } from './csv-upload-panel';
import { ResendEmailPanel } from './resend-email-panel';
import { RolePanel } from './role-panel';
import { SchoolPanel } from './school-panel';

// The panels that need the session and payment rules, and the last three (the audit's search
// brings Mantine's Combobox), load after the console is drawn: with them the console's first
// load passed its budget (bench/web-bundle-size.ts).
const InfoSessionPanel = lazyExport(() => import('./info-session-panel'), 'InfoSessionPanel');
const PaymentAccountPanel = lazyExport(() => import('./payment-account-panel'), 'PaymentAccountPanel');
const DiscountCodePanel = lazyExport(() => import('./discount-code-panel'), 'DiscountCodePanel');
const CompanyRequestsPanel = lazyExport(() => import('./company-requests-panel'), 'CompanyRequestsPanel');
const RubricPanel = lazyExport(() => import('./rubric-panel'), 'RubricPanel');
const DecisionReasonsPanel = lazyExport(() => import('./decision-reasons-panel'), 'DecisionReasonsPanel');
const AuditPanel = lazyExport(() => import('./audit-panel'), 'AuditPanel');
const Later = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loader size="sm" aria-label={adminCopy.loading} />}>{children}</Suspense>
);

const half = { base: 12, md: 6 };
const full = { base: 12 };

/**
 * The admin console (docs/spec/portal-spec.md §2): every panel as a card; one column on a phone, two from `md` up,
 * with the wide ones (CSV report, sessions, codes, audit) across the page. Panels of other features
 * come from the page (features do not import features): review assignment sits below the rubrics.
 */
export function AdminConsoleScreen({ reviewAssignment }: { reviewAssignment?: ReactNode }) {
  return (
    <AdminToastProvider>
      <Container size="lg" px="md" pt="lg" pb={TOAST_AREA_HEIGHT} component="main">
        <Title order={1} mb="md">
          {adminCopy.title}
        </Title>
        <Grid gap="md">
          <Grid.Col span={half}>
            <ApplicationPanel />
          </Grid.Col>
          <Grid.Col span={half}>
            <BatchPanel />
          </Grid.Col>
          <Grid.Col span={full}>
            <CohortsPanel />
          </Grid.Col>
          <Grid.Col span={full}>
            <SchoolPanel />
          </Grid.Col>
          <Grid.Col span={full}>
            <Later>
              <PaymentAccountPanel />
            </Later>
          </Grid.Col>
          <Grid.Col span={full}>
            <CsvUploadPanel />
          </Grid.Col>
          <Grid.Col span={half}>
            <ResendEmailPanel />
          </Grid.Col>
          <Grid.Col span={half}>
            <RolePanel />
          </Grid.Col>
          <Grid.Col span={full}>
            <Later>
              <InfoSessionPanel />
            </Later>
          </Grid.Col>
          <Grid.Col span={half}>
            <ApplicantObjectPanel />
          </Grid.Col>
          <Grid.Col span={half}>
            <Later>
              <DiscountCodePanel />
            </Later>
          </Grid.Col>
          <Grid.Col span={full}>
            <Later>
              <RubricPanel />
            </Later>
          </Grid.Col>
          {reviewAssignment ? (
            <Grid.Col span={full}>
              <Later>{reviewAssignment}</Later>
            </Grid.Col>
          ) : null}
          <Grid.Col span={full}>
            <Later>
              <CompanyRequestsPanel />
            </Later>
          </Grid.Col>
          <Grid.Col span={full}>
            <Later>
              <DecisionReasonsPanel />
            </Later>
          </Grid.Col>
          <Grid.Col span={full}>
            <Later>
              <AuditPanel />
            </Later>
          </Grid.Col>
        </Grid>
      </Container>
    </AdminToastProvider>
  );
}
