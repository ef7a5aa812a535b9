// Password policy for accounts created or reset by an admin (DESIGN §5 Security): at least 8 characters,
// at most 200, not the username, and not one of the most common passwords.
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

const COMMON = new Set([
  "password",
  "password1",
  "password12",
  "password123",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "12345678",
  "123456789",
  "1234567890",
  "123123123",
  "11111111",
  "00000000",
  "87654321",
  "qwerty123",
  "qwertyuiop",
  "qwerty12",
  "1q2w3e4r",
  "1qaz2wsx",
  "zaq12wsx",
  "asdfghjkl",
  "asdf1234",
  "iloveyou",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "welcome1",
  "welcome123",
  "letmein1",
  "monkey123",
  "dragon123",
  "trustno1",
  "superman",
  "starwars",
  "whatever",
  "abc12345",
  "abcd1234",
  "admin123",
  "administrator",
  "changeme",
  "changeme1",
  "default1",
  "secret123",
  "master123",
  "demo1234",
  "test1234",
  "testtest",
  "guest123",
  "crewfleet",
  "crewfleet1",
  "seafarer",
  "captain1",
]);

/** The first policy rule the password breaks, as a message for the form; null when it is acceptable. */
export function passwordProblem(password: string, username?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (COMMON.has(password.toLowerCase())) return "This password is too common; choose another";
  if (username && password.toLowerCase() === username.toLowerCase())
    return "Password must differ from the username";
  return null;
}
