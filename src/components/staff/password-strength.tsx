'use client';

import { useEffect, useState } from 'react';

/** What the meter says for each score (ASVS 2.1.8): advice only, the server's rules decide. */
const WORDS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const ADVICE = 'Add another word or two that do not belong together.';

/**
 * A strength meter under a new-password field: a `<meter>` and its words, read out politely as
 * they change. The estimate is loaded the first time something is typed.
 */
export function PasswordStrength({ id, password }: { id: string; password: string }) {
  // The score of the password it was worked out for; a newer password shows none until its own.
  const [rated, setRated] = useState<{ password: string; score: number } | null>(null);
  const score = rated?.password === password ? rated.score : null;

  useEffect(() => {
    if (!password) return;
    let current = true;
    void import('./password-strength-estimate').then(({ strengthOf }) => {
      if (current) setRated({ password, score: strengthOf(password) });
    });
    return () => {
      current = false;
    };
  }, [password]);

  const words = score === null ? '' : `Strength: ${WORDS[score]}.${score < 3 ? ` ${ADVICE}` : ''}`;
  return (
    <div className="mt-2">
      <meter
        id={id}
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={score ?? 0}
        aria-labelledby={`${id}-words`}
        className="h-2 w-full"
      />
      <p id={`${id}-words`} className="text-sm text-slate-700" aria-live="polite">
        {words || 'Strength: type a password to see it.'}
      </p>
    </div>
  );
}
