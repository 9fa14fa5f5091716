import type { FastifyInstance } from 'fastify';
import { CARD_NETWORKS } from '../../../headless/core/card';
import { registerIconRoutes } from './iconRoutes';

/** Shown while the network is unknown (PC-CARDFORM-1). */
export const DEFAULT_CARD_ICON = 'default';
export const CARD_ICON_NAMES: readonly string[] = [...CARD_NETWORKS, DEFAULT_CARD_ICON];

/** `/assets/card-icons/{network}.svg`: the card number field's brand icon, a stored card's logo. */
export const registerCardIconRoutes = (app: FastifyInstance): void => registerIconRoutes(app, 'card-icons', CARD_ICON_NAMES);
