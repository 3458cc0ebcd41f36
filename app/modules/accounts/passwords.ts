/**
 * Password rules (NIST SP 800-63B style): 8–128 characters, no composition
 * rules, refused when among the most common passwords. The strength meter is a
 * hint for the person typing, never a rule.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// The most used passwords of public breach lists (lower case), 8+ characters.
const COMMON = new Set(
  `password password1 password12 password123 password1234 12345678 123456789 1234567890 12345678910
  qwertyuiop qwerty123 qwerty1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx iloveyou iloveyou1 sunshine
  sunshine1 princess princess1 football football1 baseball baseball1 welcome1 welcome123 abc12345
  abcd1234 abcdefgh 11111111 00000000 88888888 87654321 12341234 11223344 123123123 987654321
  superman batman123 trustno1 letmein1 letmein123 starwars monkey123 dragon123 master123 whatever
  passw0rd p@ssword p@ssw0rd changeme changeme1 computer internet michelle jennifer jordan23
  charlie1 liverpool chelsea1 arsenal1 mustang1 shadow12 freedom1 qwerty12 asdfghjk asdfghjkl
  zxcvbnm1 zxcvbnm123 1234qwer qwer1234 q1w2e3r4 q1w2e3r4t5 aa123456 a1234567 a12345678 password!
  admin123 administrator welcome! secret123 loveyou1 babygirl1 basketball michael1 jessica1
  hello123 samsung1 corvette yankees1 test1234 testtest default1 pokemon1 minecraft myspace1
  fuckyou1 1234abcd 7777777 77777777 99999999 55555555 66666666 12344321 159753456 987654321a
  petfriendly dogsrule doglover catlover puppy123 kitty123 mydog123 iloveyoumom 123qweasd
  qweasdzxc 1qazxsw2 q2w3e4r5 googledummy picture1 senha123 target123 tinkle01 gfhjkm12
  unknown1 summer2024 summer2025 summer2026 winter2024 winter2025 spring2025 autumn2025`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  // One character repeated, or a plain run of digits, is as weak as a listed one.
  if (/^(.)\1+$/.test(lower)) return true;
  return /^\d+$/.test(lower) && "01234567890123456789".includes(lower);
}

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  if (isCommonPassword(password))
    return "This password is one of the most common ones, so it is easy to guess. Choose another.";
  return null;
}

export type Strength = 0 | 1 | 2 | 3 | 4;
export const STRENGTH_LABELS = ["Too weak", "Weak", "Fair", "Good", "Strong"] as const;

/** A rough guide: length counts most, variety a little; common passwords score 0. */
export function passwordStrength(password: string): Strength {
  if (password.length < PASSWORD_MIN || isCommonPassword(password)) return 0;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  const unique = new Set(password).size;
  let score = 1;
  if (password.length >= 12) score++;
  if (password.length >= 16) score++;
  if (classes >= 3) score++;
  if (unique < 5) score = Math.min(score, 1);
  return Math.min(score, 4) as Strength;
}
