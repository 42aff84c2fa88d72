import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../lib/toast.tsx';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Profile } from '../../../shared/contracts/profile.ts';
import { Button } from '../../components/ui/button.tsx';
import { avatarInitial } from '../../lib/avatar-initial.ts';
import { useAuth } from '../auth/index.ts';
import {
  AVATAR_REMOVE_FALLBACK,
  AVATAR_UPLOAD_FALLBACK,
  avatarFileProblem,
  profileKey,
  removeAvatar,
  uploadAvatar,
} from './profile-api.ts';

/** The uploaded avatar, or the first letter of the email (docs/spec.md §2). */
export function ProfileAvatar({ email, avatarUrl }: { email: string; avatarUrl: string | null }) {
  const frame =
    'grid size-24 shrink-0 place-items-center overflow-hidden rounded-full ring-4 ring-ink-raised sm:size-28';
  if (avatarUrl) {
    return <img src={avatarUrl} alt="Your avatar" width={256} height={256} className={`${frame} object-cover`} />;
  }
  return (
    <span
      aria-hidden
      className={`${frame} bg-gradient-to-br from-ember to-violet font-display text-4xl font-bold text-ink sm:text-5xl`}
    >
      {avatarInitial(email)}
    </span>
  );
}

/** Upload (PNG, JPEG or WebP, checked for size before sending) and remove the avatar. */
export function AvatarControls({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  const { refreshSession } = useAuth();
  const onSaved = (data: Profile) => {
    setError(null);
    queryClient.setQueryData(profileKey(data.id), data);
    // The header shows the avatar from the session: read it again.
    void refreshSession();
  };

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const result = await uploadAvatar(file);
      if (!result.ok) throw new Error(result.message ?? AVATAR_UPLOAD_FALLBACK);
      return result.data;
    },
    onSuccess: (data) => {
      onSaved(data);
      toast.success('Avatar updated');
    },
    onError: (err) => setError(err.message),
  });

  const remove = useMutation({
    mutationFn: async () => {
      const result = await removeAvatar();
      if (!result.ok) throw new Error(result.message ?? AVATAR_REMOVE_FALLBACK);
      return result.data;
    },
    onSuccess: (data) => {
      onSaved(data);
      toast.success('Avatar removed');
    },
    onError: (err) => setError(err.message),
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again after an error is a change too.
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    upload.mutate(file);
  };

  const busy = upload.isPending || remove.isPending;
  return (
    <div role="group" aria-label="Avatar" className="flex flex-col items-center gap-2 sm:items-start">
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        aria-label="Upload avatar"
        data-testid="avatar-input"
        onChange={onPick}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-describedby={error ? errorId : undefined}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <ImageUp className="size-4" aria-hidden />
          )}
          {upload.isPending ? 'Uploading...' : profile.avatarUrl ? 'Change avatar' : 'Upload avatar'}
        </Button>
        {profile.avatarUrl && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
            {remove.isPending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Trash2 className="size-4" aria-hidden />
            )}
            Remove avatar
          </Button>
        )}
      </div>
      <p className="text-xs text-subtle">PNG, JPEG or WebP, up to {AVATAR_MAX_BYTES / 1024 / 1024} MB.</p>
      {error && (
        <p id={errorId} role="alert" className="max-w-xs text-center text-sm text-danger sm:text-left">
          {error}
        </p>
      )}
    </div>
  );
}
