import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { instructors, users } from '../../../db/schema.js';
import { hashPassword } from '../../../lib/password.js';
import { insertUser, newReferralCode } from '../../auth/index.js';
import { SEED_INSTRUCTORS } from './catalogue-data.js';
import { SEED_INSTRUCTOR_PASSWORD } from './seed-learning.js';

/**
 * The demo school's practical instructors by branch (issue 34, decision 0046): the three
 * course authors teach at their home branch, and seven more instructors (no courses) make two
 * per branch. They sign in at /instructor-login with the demo instructors' password.
 */
export const SEED_PRACTICAL_INSTRUCTORS = [
  ...SEED_INSTRUCTORS.map((i) => ({
    branch: i.key === 'meena' ? 'Raipur' : i.key === 'arjun' ? 'Bhilai' : 'Ambikapur',
    name: i.name,
    email: i.email,
    displayName: i.displayName,
    displayNameHi: i.displayNameHi,
    bio: i.bio,
    bioHi: i.bioHi,
  })),
  ...(
    [
      ['Bhilai', 'Sunita Patel', 'सुनीता पटेल'],
      ['Durg', 'Rakesh Yadav', 'राकेश यादव'],
      ['Durg', 'Kavita Sinha', 'कविता सिन्हा'],
      ['Raipur', 'Imran Qureshi', 'इमरान क़ुरैशी'],
      ['Bilaspur', 'Pooja Dewangan', 'पूजा देवांगन'],
      ['Bilaspur', 'Manoj Tiwari', 'मनोज तिवारी'],
      ['Ambikapur', 'Deepak Minj', 'दीपक मिंज'],
    ] as const
  ).map(([branch, name, nameHi]) => ({
    branch,
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@instructors.selfdrive.test`,
    displayName: `${name}, practical driving instructor (${branch})`,
    displayNameHi: `${nameHi}, प्रैक्टिकल ड्राइविंग इंस्ट्रक्टर`,
    bio: `Teaches learners on the ${branch} branch's dual-control cars, from the first drive to the licence test.`,
    bioHi: 'ब्रांच की डुअल-कंट्रोल कारों में पहली ड्राइव से लाइसेंस टेस्ट तक सिखाते हैं।',
  })),
];

/**
 * The demo practical instructors as the school's instructors, each created once (by e-mail);
 * answers their user ids with their branch names. The course authors come from seedLearning.
 */
export async function seedPracticalInstructors(
  db: Db,
): Promise<{ instructorId: number; branch: string }[]> {
  let passwordHash: string | null = null;
  const found: { instructorId: number; branch: string }[] = [];
  for (const person of SEED_PRACTICAL_INSTRUCTORS) {
    const [known] = await db
      .select({ id: users.id, instructor: instructors.userId })
      .from(users)
      .leftJoin(instructors, eq(instructors.userId, users.id))
      .where(eq(users.email, person.email));
    if (known?.instructor) {
      found.push({ instructorId: known.instructor, branch: person.branch });
      continue;
    }
    if (known) continue; // an account of that e-mail that is not an instructor: left alone
    passwordHash ??= await hashPassword(SEED_INSTRUCTOR_PASSWORD);
    const hash = passwordHash;
    const id = await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: person.name,
        email: person.email,
        passwordHash: hash,
        emailVerified: true,
        referralCode: newReferralCode(),
      });
      await tx.insert(instructors).values({
        userId: user.id,
        displayName: person.displayName,
        displayNameHi: person.displayNameHi,
        bio: person.bio,
        bioHi: person.bioHi,
      });
      return user.id;
    });
    found.push({ instructorId: id, branch: person.branch });
  }
  return found;
}
