// A small seeded PRNG (mulberry32) so demo and large data are the same on every run.
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

export const FIRST_NAMES = [
  "James",
  "Maria",
  "Arjun",
  "Li",
  "Olga",
  "Mateo",
  "Grace",
  "Ivan",
  "Sofia",
  "Nikos",
  "Amara",
  "Rafael",
  "Ana",
  "Jonas",
  "Priya",
  "Kwame",
  "Elena",
  "Tomas",
  "Mei",
  "Lars",
  "Fatima",
  "Diego",
  "Hana",
  "Samuel",
  "Irina",
  "Carlos",
  "Aisha",
  "Noah",
  "Yuki",
  "Emil",
  "Joy",
  "Pavel",
  "Nadia",
  "Marco",
  "Ravi",
  "Leah",
];
export const LAST_NAMES = [
  "Santos",
  "Reyes",
  "Kumar",
  "Chen",
  "Petrova",
  "Garcia",
  "Okafor",
  "Ivanov",
  "Rossi",
  "Papadopoulos",
  "Mensah",
  "Cruz",
  "Silva",
  "Berg",
  "Sharma",
  "Asante",
  "Popescu",
  "Novak",
  "Wang",
  "Nilsen",
  "Haddad",
  "Lopez",
  "Tanaka",
  "Dlamini",
  "Kovalenko",
  "Mendoza",
  "Bello",
  "Jensen",
  "Sato",
  "Lindqvist",
  "Aquino",
];
export const NATIONALITIES = [
  "Filipino",
  "Indian",
  "Ukrainian",
  "Greek",
  "Norwegian",
  "Polish",
  "Indonesian",
  "Croatian",
  "Russian",
  "Chinese",
  "Nigerian",
  "Ghanaian",
  "Romanian",
  "British",
  "Myanmar",
  "Vietnamese",
];
export const AUTHORITIES = {
  passport: ["Department of Foreign Affairs", "Ministry of External Affairs", "Passport Office"],
  cdc: ["MARINA", "Directorate General of Shipping", "Maritime Administration"],
  stcw: ["Maritime Training Centre", "MARINA", "Norwegian Maritime Authority"],
  medical: ["Approved Medical Examiner", "Seafarers Medical Centre"],
  visa: ["US Embassy", "Schengen Consulate", "UK Visas and Immigration"],
} as const;
