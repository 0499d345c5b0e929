/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { useRemoteModule } from './remoteModules';
import { ServerModulesContext, type ServerModules } from './serverModules';

function Probe({ id, wanted }: { id: string; wanted?: boolean }) {
  const state = useRemoteModule<{ name: string }>(id, wanted);
  return <p>{state.status === 'ready' ? `ready ${state.module.name}` : state.status}</p>;
}

describe('useRemoteModule while the server renders', () => {
  const service = { name: 'lessons' };
  const draw = (wanted: boolean) => {
    const server: ServerModules = {
      modules: new Map([['lessons/lessonService', service]]),
      drawn: new Set(),
    };
    const html = renderToString(
      <ServerModulesContext value={server}>
        <Probe id="lessons/lessonService" wanted={wanted} />
        <Probe id="gallery/concertService" />
      </ServerModulesContext>,
    );
    return { html, drawn: [...server.drawn] };
  };

  it('draws a part with a module the server loaded, and says it drew it', () => {
    expect(draw(true)).toEqual({
      html: '<p>ready lessons</p><p>loading</p>',
      drawn: ['lessons/lessonService'],
    });
  });

  it('draws a part that does not want its module yet as loading (a closed menu)', () => {
    expect(draw(false)).toEqual({ html: '<p>loading</p><p>loading</p>', drawn: [] });
  });
});
