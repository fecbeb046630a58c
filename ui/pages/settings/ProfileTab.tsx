import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { toast } from 'sonner';
import { UserRound } from 'lucide-react';
import { z } from 'zod';
import { profileInput, type Profile } from '../../../contracts/profile.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { profileAtom } from '../../state/profile.js';
import { userAtom } from '../../state/auth.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { CenteredSpinner } from '../../components/Spinner.js';

type FormValues = z.input<typeof profileInput>;

const toForm = (p: Profile): FormValues => ({
  fullName: p.fullName,
  title: p.title ?? '',
  bio: p.bio ?? '',
  linkedinProfile: p.linkedinProfile ?? '',
  emailSignature: p.emailSignature ?? '',
});

/** Personal Profile: docs/product.md#settings Settings, Profile tab. */
export function ProfileTab() {
  const [profile, setProfile] = useAtom(profileAtom);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    api.profile
      .get()
      .then((r) => setProfile(r.profile))
      .catch((err) => setLoadError(messageOf(err, 'Failed to load profile')));
  }, [setProfile]);
  if (loadError) return <p className="text-sm text-red-600">{loadError}</p>;
  if (!profile) return <CenteredSpinner label="Loading profile" />;
  return <ProfileForm profile={profile} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const setProfile = useSetAtom(profileAtom);
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(userAtom);
  // `values` follows the atom: a save in another tab (profile.updated) shows here, while
  // fields this user is editing keep their edits.
  const form = useForm<FormValues>({
    resolver: zodResolver(profileInput),
    defaultValues: toForm(profile),
    values: toForm(profile),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const r = await api.profile.update(values);
      setProfile(r.profile);
      if (user) setUser({ ...user, fullName: r.profile.fullName });
      form.reset(toForm(r.profile), { keepDirtyValues: false });
      toast.success('Success', { description: 'Profile updated successfully' });
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to update profile') });
    }
  });

  return (
    <Card>
      <CardHeader title="Personal Profile" description="How you appear in messages and proposals." />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-5">
          <div className="flex items-center gap-4">
            {profile.avatarUrl ? (
              <img src={profile.avatarUrl} alt="Your avatar" className="h-16 w-16 rounded-full object-cover" />
            ) : (
              <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800" role="img" aria-label="No avatar">
                <UserRound className="h-8 w-8" aria-hidden />
              </span>
            )}
            <div className="text-sm text-slate-600">{user?.email}</div>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Full Name" error={errors.fullName?.message}>
              {(id, d) => <Input id={id} aria-describedby={d} autoComplete="name" {...form.register('fullName')} />}
            </Field>
            <Field label="Job Title" error={errors.title?.message}>
              {(id, d) => <Input id={id} aria-describedby={d} autoComplete="organization-title" {...form.register('title')} />}
            </Field>
          </div>
          <Field label="Bio" error={errors.bio?.message}>
            {(id, d) => <Textarea id={id} aria-describedby={d} {...form.register('bio')} />}
          </Field>
          <Field label="LinkedIn Profile" error={errors.linkedinProfile?.message}>
            {(id, d) => <Input id={id} aria-describedby={d} type="url" placeholder="https://www.linkedin.com/in/you" {...form.register('linkedinProfile')} />}
          </Field>
          <Field label="Email Signature" error={errors.emailSignature?.message}>
            {(id, d) => <Textarea id={id} aria-describedby={d} {...form.register('emailSignature')} />}
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Profile'}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
