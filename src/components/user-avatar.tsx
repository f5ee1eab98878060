interface UserAvatarProps {
  firstName: string;
  lastName: string;
}

/** A circle with the user's initials; decorative, the name is always written next to it. */
export function UserAvatar({ firstName, lastName }: UserAvatarProps) {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <span className="user-avatar" aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
