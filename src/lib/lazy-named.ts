import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;

/**
 * `React.lazy` for a module's named export: the component's code becomes its
 * own chunk, loaded the first time it renders (inside a `<Suspense>`).
 *
 *     const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType<PropsOf<Module[Name]>>> {
  return lazy(async () => ({
    default: (await load())[name] as ComponentType<PropsOf<Module[Name]>>,
  }));
}
