import { adminCopy } from '@intake/contracts/copy/admin-console';
import { messages } from '@intake/contracts/messages';
import {
  contrastWithWhite,
  type SchoolIdentity,
  type SchoolSettingsInput,
  schoolSettingsSchema,
} from '@intake/contracts/school';
import { Button, ColorSwatch, FileInput, Group, Image, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useSaveSchoolMutation, useSchoolLogoMutation, useSchoolQuery } from '../api/school';
import { useAdminToasts } from '../toasts';
import { useSettingsForm } from '../use-settings-form';
import { Panel } from './panel';

const HEX = /^#[0-9a-f]{6}$/i;

function SchoolForm({ school }: { school: SchoolIdentity }) {
  const save = useSaveSchoolMutation();
  // The same rules the server applies, so a colour too light for white text is named at once.
  const { form, field, submit } = useSettingsForm<SchoolSettingsInput>(
    schoolSettingsSchema,
    {
      name: school.name,
      legalName: school.legalName,
      color: school.color,
      contactEmail: school.contactEmail ?? '',
    },
    async (input) => ({ message: (await save.mutateAsync(input)).message || messages.schoolSettingsSaved }),
  );

  const color = form.color.trim();
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={adminCopy.schoolTitle}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={adminCopy.schoolName} required {...field('name')} />
        <TextInput label={adminCopy.schoolLegalName} required {...field('legalName')} />
        <TextInput
          label={adminCopy.schoolColor}
          required
          {...field('color')}
          leftSection={HEX.test(color) ? <ColorSwatch color={color} size={18} /> : null}
          description={
            HEX.test(color) ? adminCopy.schoolColorHint(contrastWithWhite(color).toFixed(2)) : undefined
          }
        />
        <TextInput label={adminCopy.schoolContactEmail} type="email" {...field('contactEmail')} />
      </SimpleGrid>
      <Button type="submit" mt="sm" fullWidth disabled={save.isPending} loading={save.isPending}>
        {adminCopy.saveSchool}
      </Button>
    </form>
  );
}

function LogoForm({ logoUrl }: { logoUrl: string | null }) {
  const toasts = useAdminToasts();
  const logo = useSchoolLogoMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (chosen: File | null) => {
    try {
      toasts.success((await logo.mutateAsync(chosen)).message);
      setFile(null);
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  return (
    <Group align="flex-end" gap="sm">
      {logoUrl && <Image src={logoUrl} alt="" h={40} w="auto" fit="contain" />}
      <FileInput
        label={adminCopy.schoolLogo}
        accept="image/png,image/jpeg,image/webp"
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setError(null);
        }}
        error={error}
        clearable
        style={{ flex: 1, minWidth: 200 }}
      />
      <Button
        disabled={logo.isPending}
        onClick={() => (file ? void send(file) : setError(adminCopy.chooseLogo))}
      >
        {adminCopy.uploadLogo}
      </Button>
      {logoUrl && (
        <Button variant="default" disabled={logo.isPending} onClick={() => void send(null)}>
          {adminCopy.removeLogo}
        </Button>
      )}
    </Group>
  );
}

/** The school's own name, legal name, colour, contact address and logo (issue 18.12). */
export function SchoolPanel() {
  const school = useSchoolQuery();
  return (
    <Panel title={adminCopy.schoolTitle}>
      <Text size="xs" c="dimmed">
        {adminCopy.schoolIntro}
      </Text>
      {school.data ? (
        <>
          <SchoolForm key={JSON.stringify(school.data)} school={school.data} />
          <LogoForm logoUrl={school.data.logoUrl} />
        </>
      ) : school.isError ? (
        <FormError message={errorMessage(school.error)} />
      ) : (
        <Text size="sm">{adminCopy.loading}</Text>
      )}
    </Panel>
  );
}
