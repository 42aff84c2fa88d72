import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast.tsx';
import { BIO_MAX, updateProfileSchema, type Profile, type UpdateProfile } from '../../../shared/contracts/profile.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useAuth } from '../auth/index.ts';
import { profileKey, PROFILE_SAVE_FALLBACK, updateProfile } from './profile-api.ts';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {message}
    </p>
  );
}

/** Which field a server validation message is about, by its wording (the server is the authority). */
function fieldOf(message: string): keyof UpdateProfile | 'root' {
  if (/display name/i.test(message)) return 'displayName';
  if (/\bbio\b/i.test(message)) return 'bio';
  return 'root';
}

/** The Edit Profile panel (docs/spec.md §2): display name and bio are saved; the email is shown read-only. */
export function EditProfilePanel({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfile>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { displayName: profile.displayName, bio: profile.bio },
  });

  useEffect(() => setFocus('displayName'), [setFocus]);

  const onValid = async (values: UpdateProfile) => {
    const result = await updateProfile(values);
    if (!result.ok) {
      const message = result.message ?? PROFILE_SAVE_FALLBACK;
      const field = result.status === 400 ? fieldOf(message) : 'root';
      setError(field, { type: 'server', message });
      if (field !== 'root') setFocus(field);
      return;
    }
    queryClient.setQueryData(profileKey(result.data.id), result.data);
    // The header's account menu shows the display name from the session.
    void refreshSession();
    toast.success('Profile Updated!');
    onClose();
  };

  const bioLength = useWatch({ control, name: 'bio' }).length;
  return (
    <section
      aria-labelledby="edit-profile-heading"
      id="edit-profile"
      className="mt-8 rounded-[var(--radius-card)] border border-line bg-ink-raised p-6 sm:p-8"
    >
      <h2 id="edit-profile-heading" className="font-display text-2xl font-bold">
        Edit Profile
      </h2>
      <form noValidate onSubmit={handleSubmit(onValid)} className="mt-6 flex flex-col gap-5">
        <Field label="Display Name" htmlFor="profile-display-name">
          <Input
            id="profile-display-name"
            autoComplete="nickname"
            aria-invalid={errors.displayName ? true : undefined}
            aria-describedby={errors.displayName ? 'profile-display-name-error' : undefined}
            {...register('displayName')}
          />
          <FieldError id="profile-display-name-error" message={errors.displayName?.message} />
        </Field>
        <Field
          label="Bio"
          htmlFor="profile-bio"
          aside={
            <span className={`text-xs ${bioLength > BIO_MAX ? 'text-danger' : 'text-subtle'}`} aria-hidden>
              {bioLength} / {BIO_MAX}
            </span>
          }
        >
          <Textarea
            id="profile-bio"
            rows={4}
            placeholder="Tell people about your sound"
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? 'profile-bio-error' : 'profile-bio-hint'}
            {...register('bio')}
          />
          {errors.bio ? (
            <FieldError id="profile-bio-error" message={errors.bio.message} />
          ) : (
            <p id="profile-bio-hint" className="sr-only">
              Up to {BIO_MAX} characters.
            </p>
          )}
        </Field>
        <Field label="Email" htmlFor="profile-email">
          <Input
            id="profile-email"
            type="email"
            value={profile.email}
            readOnly
            aria-describedby="profile-email-hint"
            className="text-muted"
          />
          <p id="profile-email-hint" className="text-xs text-subtle">
            Your sign-in email can&apos;t be changed here.
          </p>
        </Field>
        {errors.root && (
          <p role="alert" className="text-sm text-danger">
            {errors.root.message}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
            Save Changes
          </Button>
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
