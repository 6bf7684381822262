import { slugify } from '../../../shared/format';
import type { Tx } from '../../db/client';
import { equipment } from '../../db/schema/index';
import { sanitizeRichText } from '../../lib/rich-text';

export const EQUIPMENT_NAMES = [
  'Monkey Bars',
  'Balance Beam',
  'Cargo Net',
  'Tyre Run',
  'Rope Climb',
  'Wall Jump',
  'Hurdles',
  'Warped Wall',
  'Stepping Stones',
] as const;
export type EquipmentName = (typeof EQUIPMENT_NAMES)[number];

interface DemoEquipment {
  name: EquipmentName;
  instructions: string;
  /** YouTube embed address, or null for no clip. */
  videoUrl: string | null;
  showVideo: boolean;
  /** false leaves imageUrl empty so the screens show 'No Image'. */
  hasImage: boolean;
}

const tips = (intro: string, items: string[], rule: string) =>
  `<p>${intro}</p><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul><p><strong>Rule:</strong> ${rule}</p>`;

export const DEMO_EQUIPMENT: DemoEquipment[] = [
  {
    name: 'Monkey Bars',
    instructions: tips(
      'Swing from rung to rung along the full length of the bars without touching the ground.',
      [
        'Keep your arms slightly bent and let your hips swing to carry you forward.',
        'Reach for the next rung as your swing peaks; do not fight the momentum.',
        'Chalk or dry hands help a lot after rain or on humid days.',
      ],
      'Skipping rungs is allowed. If a foot touches the ground, go back to the first rung.',
    ),
    videoUrl: null,
    showVideo: false,
    hasImage: true,
  },
  {
    name: 'Balance Beam',
    instructions: tips(
      'Walk the length of the beam from end to end.',
      [
        'Look at the end of the beam, not at your feet.',
        'Hold your arms out wide and take short, steady steps.',
        'Slow is smooth and smooth is fast: a fall costs more than a careful walk.',
      ],
      'If you step off, restart the beam from the beginning.',
    ),
    videoUrl: null,
    showVideo: false,
    hasImage: true,
  },
  {
    name: 'Cargo Net',
    instructions: tips(
      'Climb up and over the A-frame net and down the other side.',
      [
        'Climb where the net meets the frame: it sags least there.',
        'Grip the vertical ropes, not the horizontal ones, so your hands are not trapped by your feet.',
        'Turn and face the net on the way down.',
      ],
      'Both hands must touch the top bar before you start down. No jumping from above hip height.',
    ),
    videoUrl: null,
    showVideo: false,
    hasImage: true,
  },
  {
    name: 'Tyre Run',
    instructions: tips(
      'Run through the tyres, one foot in each tyre.',
      [
        'Stay on the balls of your feet and lift your knees high.',
        'Pump your arms to keep a steady rhythm.',
        'Look two tyres ahead, not at the one you are standing in.',
      ],
      'Every tyre must take a foot. A missed tyre means running the whole run again.',
    ),
    videoUrl: null,
    showVideo: false,
    hasImage: true,
  },
  {
    name: 'Rope Climb',
    instructions: tips(
      'Climb the rope and touch the bell at the top.',
      [
        'Lock the rope between your feet (the J-hook) and stand up on it rather than pulling with your arms alone.',
        'Move one hand at a time and keep the rope close to your chest.',
        'Come down hand under hand. Never slide: rope burn hurts.',
      ],
      'The bell must ring. Climbers under 12 years old may touch the marker tape instead.',
    ),
    videoUrl: null,
    showVideo: false,
    hasImage: true,
  },
  {
    name: 'Wall Jump',
    instructions: tips(
      'Get over the 1.8 m timber wall.',
      [
        'Run in, plant one foot on the wall at hip height and drive upwards.',
        'Catch the top with both hands, then swing a leg over.',
        'Climb down the far side; do not drop from the top.',
      ],
      'The side posts and braces are out of bounds.',
    ),
    videoUrl: null,
    showVideo: false,
    hasImage: true,
  },
  {
    name: 'Hurdles',
    instructions: tips(
      'Clear the three hurdles in a row.',
      [
        'Attack each hurdle with your lead leg straight and your trail knee out to the side.',
        'Keep three even steps between hurdles.',
        'Going over is fastest, but going under is allowed.',
      ],
      'Knocking a hurdle down is fine; going around one is not.',
    ),
    videoUrl: null,
    showVideo: false,
    hasImage: true,
  },
  {
    name: 'Warped Wall',
    instructions: tips(
      'Run up the curved wall and pull yourself onto the platform.',
      [
        'Use the full run-up and sprint at the wall: speed does the work.',
        'Take two or three steps up the curve and look at the top edge, not the floor.',
        'Reach for the edge with both hands, elbows over, then climb up.',
      ],
      'Three attempts per run. After a third miss, take the side ladder and add 30 seconds.',
    ),
    videoUrl: null,
    showVideo: false,
    hasImage: true,
  },
  {
    name: 'Stepping Stones',
    instructions: tips(
      'Cross the river of stepping stones without touching the sand.',
      [
        'Step, do not leap: keep your weight over the stone you are on.',
        'Plan your path before you start; the stones are at different heights.',
      ],
      'A foot on the sand sends you back to the first stone.',
    ),
    videoUrl: null,
    showVideo: false,
    hasImage: false,
  },
];

const equipmentPath = (name: string) => slugify(name);

/** `imageUrls`: the stored drawing of each obstacle that has one (storeEquipmentImages in images.ts). */
export async function insertEquipment(
  tx: Tx,
  imageUrls: ReadonlyMap<EquipmentName, string>,
): Promise<Map<EquipmentName, number>> {
  const rows = await tx
    .insert(equipment)
    .values(
      DEMO_EQUIPMENT.map((item) => ({
        name: item.name,
        path: equipmentPath(item.name),
        imageUrl: imageUrls.get(item.name) ?? null,
        videoUrl: item.videoUrl,
        showVideo: item.showVideo,
        instructions: sanitizeRichText(item.instructions),
      })),
    )
    .returning({ id: equipment.id, name: equipment.name });
  return new Map(rows.map((row) => [row.name as EquipmentName, row.id]));
}
