import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { LayoutType } from '../../runtime/metadata/RouteMeta';
import type { ScreenProps } from '../screens/ScreenProps';

type Renderer<P> = ComponentType<P> | LazyExoticComponent<ComponentType<P>>;

/** Screen type (routes.json `screen`) -> renderer. A plain map: adding a type is adding an entry. */
export type ScreenRegistry = Record<string, Renderer<ScreenProps>>;

/** Layout type (routes.json `layout`) -> renderer wrapping the routes' screens. */
export type LayoutRegistry = Record<LayoutType, Renderer<{ children?: ReactNode }>>;
