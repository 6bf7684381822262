import { Button, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import classes from './Gate.module.css';
import { gateTexts } from './texts';

/** A step's picture: drawn inline, decoration only (the sentence beside it says the same). */
function GuidePicture({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 96 64" width="96" height="64" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Step 1: the phone on a stand beside the course, looking across it at the line. */
function PropPicture() {
  return (
    <GuidePicture>
      <rect x="0" y="0" width="96" height="64" rx="6" fill="#e7f5ff" />
      <rect x="0" y="44" width="96" height="20" fill="#b2f2bb" />
      <line x1="62" y1="44" x2="62" y2="64" stroke="#2b2000" strokeWidth="3" />
      <path d="M14 56 L30 56 M26 52 L30 56 L26 60" stroke="#1c4fa0" strokeWidth="2" fill="none" />
      <line x1="78" y1="44" x2="72" y2="60" stroke="#495057" strokeWidth="2" />
      <line x1="78" y1="44" x2="84" y2="60" stroke="#495057" strokeWidth="2" />
      <rect x="72" y="22" width="12" height="22" rx="2" fill="#212529" />
      <path d="M72 30 L52 24 L52 40 Z" fill="#ffd43b" opacity="0.6" />
    </GuidePicture>
  );
}

/** Step 2: the preview, with the yellow line dragged onto the line on the ground. */
function DragPicture() {
  return (
    <GuidePicture>
      <rect x="8" y="2" width="80" height="60" rx="6" fill="#212529" />
      <rect x="12" y="6" width="72" height="52" fill="#74c0fc" />
      <rect x="12" y="40" width="72" height="18" fill="#69db7c" />
      <line x1="56" y1="40" x2="56" y2="58" stroke="#fff" strokeWidth="2" />
      <line x1="56" y1="6" x2="56" y2="58" stroke="#ffd43b" strokeWidth="3" />
      <circle cx="56" cy="30" r="6" fill="#ffd43b" stroke="#000" strokeWidth="1.5" />
      <path d="M34 30 L46 30 M42 26 L46 30 L42 34" stroke="#000" strokeWidth="2" fill="none" />
    </GuidePicture>
  );
}

/** Step 3: the runner waits behind the line while the screen says ARMED. */
function ArmedPicture() {
  return (
    <GuidePicture>
      <rect x="0" y="0" width="96" height="64" rx="6" fill="#e7f5ff" />
      <rect x="0" y="48" width="96" height="16" fill="#b2f2bb" />
      <line x1="60" y1="36" x2="60" y2="64" stroke="#2b2000" strokeWidth="3" />
      <circle cx="24" cy="20" r="5" fill="#212529" />
      <path d="M24 25 L24 40 M24 40 L18 54 M24 40 L30 54 M16 30 L32 30" stroke="#212529" strokeWidth="3" />
      <rect x="46" y="6" width="46" height="16" rx="3" fill="#0b5d2a" />
      <text x="69" y="18" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">
        ARMED
      </text>
    </GuidePicture>
  );
}

const PICTURES = [PropPicture, DragPicture, ArmedPicture];

/** The three steps, each a picture and a sentence, named by the heading or button that shows them. */
function GuideSteps({ id, labelledBy, hidden }: { id?: string; labelledBy: string; hidden?: boolean }) {
  return (
    <ol className={classes.steps} id={id} aria-labelledby={labelledBy} hidden={hidden}>
      {gateTexts.guideSteps.map((step, index) => {
        const Picture = PICTURES[index] ?? PropPicture;
        return (
          <li key={step} className={classes.step}>
            <Picture />
            <Text size="sm">
              {index + 1}. {step}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * How to set a phone up as a gate (docs/timing.md has more): open while the gate is being set up,
 * folded behind a button once it has been armed, when the member needs the picture, not the steps.
 */
export function GateGuide({ folded }: { folded: boolean }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const stepsId = useId();
  if (!folded) {
    return (
      <Stack gap="xs" component="section" aria-labelledby={titleId}>
        <Title order={3} id={titleId} size="h4">
          {gateTexts.guideTitle}
        </Title>
        <GuideSteps labelledBy={titleId} />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        h={48}
        id={titleId}
        aria-expanded={open}
        aria-controls={stepsId}
        onClick={() => setOpen((was) => !was)}
        rightSection={
          <IconChevronDown
            size={18}
            aria-hidden="true"
            style={{ transform: open ? 'rotate(180deg)' : undefined }}
          />
        }
        style={{ alignSelf: 'flex-start' }}
      >
        {gateTexts.guideTitle}
      </Button>
      <GuideSteps id={stepsId} labelledBy={titleId} hidden={!open} />
    </Stack>
  );
}
