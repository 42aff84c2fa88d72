import { Disc3, Download, LoaderCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { MOCKUP_SCENE_NAMES, MOCKUP_SCENES, MOCKUP_SIZE, type MockupScene } from '../../../shared/contracts/mockups.ts';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { SourcePicker, ToolFrame, useToolSource } from './tool-frame.tsx';
import { sceneUrl, zipUrl, type ToolSource } from './tools-api.ts';

const LEAD =
  'Your cover as a vinyl sleeve with the record half out, a CD in its jewel case, a cassette with its J-card, a phone playing it and a poster on a wall. Every scene is drawn by Soundsleeve, so it is yours to post.';

/**
 * The Album Mockup Builder (/tools/mockups): pick one of your covers or upload one, see it in five scenes, and
 * download each as a PNG or all as a ZIP.
 */
export function MockupsView() {
  const [source, choose] = useToolSource();
  return (
    <ToolFrame icon={Disc3} title="Album Mockup Builder" lead={LEAD} feature="mockups">
      <SourcePicker
        source={source}
        choose={choose}
        lettering
        hint="The artist and title show on the phone and the cassette."
      />
      {source ? (
        <Scenes source={source} />
      ) : (
        <p className="text-muted">Choose one of your covers or upload an image to see it in every scene.</p>
      )}
    </ToolFrame>
  );
}

function Scenes({ source }: { source: ToolSource }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-bold">Mockups</h2>
        <ButtonAnchor href={zipUrl(source)} download size="sm">
          <Download className="size-4" aria-hidden /> Download all (ZIP)
        </ButtonAnchor>
      </div>
      <ul className="grid gap-6 md:grid-cols-2">
        {MOCKUP_SCENES.map((scene) => (
          <SceneCard key={`${scene}:${sceneUrl(source, scene, 'preview')}`} source={source} scene={scene} />
        ))}
      </ul>
      <p className="text-xs text-subtle">
        Each PNG is {MOCKUP_SIZE.width} × {MOCKUP_SIZE.height} px.
      </p>
    </div>
  );
}

function SceneCard({ source, scene }: { source: ToolSource; scene: MockupScene }) {
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const name = MOCKUP_SCENE_NAMES[scene];
  const src = `${sceneUrl(source, scene, 'preview')}${attempt ? `&retry=${attempt}` : ''}`;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-ink-raised/70 p-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-ink">
        <img
          src={src}
          alt={`${name} mockup`}
          width={MOCKUP_SIZE.width / 2}
          height={MOCKUP_SIZE.height / 2}
          onLoad={() => setState('shown')}
          onError={() => setState('failed')}
          className={`size-full object-cover transition-opacity ${state === 'shown' ? 'opacity-100' : 'opacity-0'}`}
        />
        {state !== 'shown' && (
          <div className="absolute inset-0 grid place-items-center text-sm text-muted">
            {state === 'loading' ? (
              <span className="flex items-center gap-2">
                <LoaderCircle className="size-4 animate-spin" aria-hidden /> Drawing...
              </span>
            ) : (
              <span className="flex flex-col items-center gap-2">
                This mockup could not be drawn.
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setState('loading');
                    setAttempt((n) => n + 1);
                  }}
                >
                  <RotateCcw className="size-4" aria-hidden /> Try again
                </Button>
              </span>
            )}
          </div>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 px-1">
        <h3 className="font-semibold">{name}</h3>
        <ButtonAnchor href={sceneUrl(source, scene, 'full')} download variant="secondary" size="sm">
          <Download className="size-4" aria-hidden /> PNG
        </ButtonAnchor>
      </div>
    </li>
  );
}
