// /account/profile: the user's profile (name, bio, website, location) and billing details, viewed and edited.
import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@sponsorspot/contract/presence-user';
import { useState, type FormEvent } from 'react';
import { LoadingLine } from '../../../components/loading-line';
import { EmptyState } from '../../../components/empty-state';
import { TextField } from '../../../components/text-field';
import { focusResult } from '../../../lib/focus';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { FormAlert } from '../../../components/form-alert';
import { identityErrorMessage, useSponsorUser } from '../../auth';
import { profileQueryOptions, useProfile, useUpdateProfile } from '../api/profile';
import { BillingDetailsSection } from '../components/billing-details-form';
import { PROFILE_LIMITS, profileProblems, profileUpdate, type ProfileForm } from '../model/profile-rules';

// eslint-disable-next-line react-refresh/only-export-components
export function createLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(profileQueryOptions());
    return null;
  };
}

function Workspaces() {
  const sponsorUser = useSponsorUser();
  if (sponsorUser.isPending) return <LoadingLine>Loading your publisher and sponsor profiles…</LoadingLine>;
  const user = sponsorUser.data;
  if (!user) {
    return (
      <p className="text-body-secondary" role="status">
        Your publisher and sponsor profiles could not be loaded right now.
      </p>
    );
  }
  return (
    <dl className="row mb-0">
      <dt className="col-sm-3">Publisher</dt>
      <dd className="col-sm-9">{user.publisher ? user.publisher.businessName : 'Not a publisher yet'}</dd>
      <dt className="col-sm-3">Sponsor</dt>
      <dd className="col-sm-9">{user.sponsor ? user.sponsor.businessName : 'Not a sponsor yet'}</dd>
    </dl>
  );
}

function ProfileEditor({ profile }: { profile: Profile }) {
  const save = useUpdateProfile();
  const [form, setForm] = useState<ProfileForm>({
    name: profile.name,
    bio: profile.bio,
    website: profile.website,
    location: profile.location,
  });
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  const [outcomeRef, focusOutcome] = useFocusResult<HTMLDivElement>();
  const problems = submitted ? profileProblems(form) : {};
  const field = (key: keyof ProfileForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSaved(false);
    const [firstInError] = Object.keys(profileProblems(form)) as Array<keyof ProfileForm>;
    // Focus goes to the first field in error, to the server's message, or to "saved": never to the page.
    if (firstInError) {
      focusResult(document.getElementById(`profile-${firstInError}`));
      return;
    }
    save.mutate(profileUpdate(form), {
      onSuccess: (saved) => {
        setForm({ name: saved.name, bio: saved.bio, website: saved.website, location: saved.location });
        setSubmitted(false);
        setSaved(true);
        focusOutcome();
      },
      onError: focusOutcome,
    });
  };

  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 560 }}>
      <FormAlert
        ref={outcomeRef}
        tone={save.isError ? 'danger' : 'success'}
        message={save.isError ? identityErrorMessage(save.error) : saved ? 'Your profile is saved.' : null}
      />
      <div className="mb-3">
        <span className="form-label d-block">Email</span>
        <span>{profile.email}</span>
      </div>
      <TextField
        id="profile-name"
        label="Name"
        required
        maxLength={PROFILE_LIMITS.name}
        autoComplete="name"
        value={form.name}
        onChange={field('name')}
        error={problems.name}
      />
      <TextField
        id="profile-bio"
        label="Bio"
        multiline
        maxLength={PROFILE_LIMITS.bio}
        value={form.bio}
        onChange={field('bio')}
        error={problems.bio}
        hint={`What others see about you; up to ${PROFILE_LIMITS.bio} characters.`}
      />
      <TextField
        id="profile-website"
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        maxLength={PROFILE_LIMITS.website}
        value={form.website}
        onChange={field('website')}
        error={problems.website}
      />
      <TextField
        id="profile-location"
        label="Location"
        maxLength={PROFILE_LIMITS.location}
        value={form.location}
        onChange={field('location')}
        error={problems.location}
      />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}

export function Component() {
  const profile = useProfile();
  return (
    <section aria-labelledby="account-section-title">
      <h2 id="account-section-title" className="h4">
        Profile
      </h2>
      {profile.isPending ? (
        <LoadingLine>Loading your profile…</LoadingLine>
      ) : profile.data ? (
        <>
          <ProfileEditor key={profile.data.id} profile={profile.data} />
          <BillingDetailsSection />
          <h3 className="h5 mt-4">Publisher and sponsor</h3>
          <Workspaces />
        </>
      ) : (
        <EmptyState
          title="Your profile could not be loaded"
          tone="danger"
          action={
            <button type="button" className="btn btn-outline-danger" onClick={() => void profile.refetch()}>
              Try again
            </button>
          }
        >
          The server did not send your profile. Your account is fine; try again in a moment.
        </EmptyState>
      )}
    </section>
  );
}
