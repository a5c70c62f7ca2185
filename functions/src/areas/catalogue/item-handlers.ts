// Handlers of the catalogue's items: units, items, variations, stock tracking, bulk upload and
// the stock ledger (spec part 2 §7 Items). The services are in ./items/.
import { MESSAGES, ITEM_UNITS, formatStockQuantity, type itemRoutes } from '@bahi/shared';
import type { GroupHandlers } from '../../http/handler-types.js';
import { holdsPermission } from '../../store/memberships.js';
import { fetchItem, insertItem, listCatalogue, removeItem, updateItem } from './items/items-service.js';
import { itemStockLedger, saveStockTracking, stockLedger } from './items/stock-service.js';
import { loadCatalogueSettings } from './items/catalogue-settings.js';
import { uploadItems } from './items/upload-service.js';
import { addVariation, deleteVariation, listVariations, updateVariation, variationsOf } from './items/variations-service.js';

export const itemHandlers: GroupHandlers<typeof itemRoutes> = {
  async itemUnits() {
    return { status: true, metrics: ITEM_UNITS.map(({ id, code, name }) => ({ id, code, name })) };
  },

  async itemEditAuthorised({ orgId, member, ports }) {
    return { status: true, authorised: holdsPermission(member, 'items.edit'), settings: await loadCatalogueSettings(ports, orgId) };
  },

  async getItem({ orgId, params, ports }) {
    return { status: true, item: await fetchItem(ports, orgId, params.id) };
  },

  async insertItem({ orgId, caller, body, ports }) {
    const item = await insertItem(ports, orgId, caller.userId, body.item);
    return { status: true, message: MESSAGES.itemAdded, id: item.id, version: item.version };
  },

  async updateItem({ orgId, body, ports }) {
    const item = await updateItem(ports, orgId, body.id, body.version, body.item);
    return { status: true, message: MESSAGES.updated, id: item.id, version: item.version };
  },

  async deleteItem({ orgId, params, ports }) {
    await removeItem(ports, orgId, params.id);
    return { status: true, message: MESSAGES.deleted };
  },

  async listItems({ orgId, ports }) {
    return { status: true, items: await listCatalogue(ports, orgId) };
  },

  async itemVariations({ orgId, params, ports }) {
    return { status: true, variations: await listVariations(ports, orgId, params.id) };
  },

  async addVariation({ orgId, caller, body, ports }) {
    const { rowid, item } = await addVariation(ports, orgId, caller.userId, body);
    return { status: true, message: MESSAGES.itemAdded, rowid, variations: variationsOf(item) };
  },

  async updateVariation({ orgId, body, ports }) {
    const item = await updateVariation(ports, orgId, body);
    return { status: true, message: MESSAGES.updated, rowid: body.rowid, variations: variationsOf(item) };
  },

  async deleteVariation({ orgId, body, ports }) {
    const item = await deleteVariation(ports, orgId, body.rowid, body.itemid);
    return { status: true, message: MESSAGES.deleted, rowid: body.rowid, variations: variationsOf(item) };
  },

  async addStockTracking({ orgId, caller, body, ports }) {
    const saved = await saveStockTracking(ports, orgId, caller.userId, body, 'add');
    return { status: true, message: MESSAGES.updated, stockinhand: formatStockQuantity(saved.stockMilli), version: saved.version };
  },

  async updateStockTracking({ orgId, caller, body, ports }) {
    const saved = await saveStockTracking(ports, orgId, caller.userId, body, 'update');
    return { status: true, message: MESSAGES.updated, stockinhand: formatStockQuantity(saved.stockMilli), version: saved.version };
  },

  async uploadItems({ orgId, caller, body, ports }) {
    return { status: true, ...(await uploadItems(ports, orgId, caller, body)) };
  },

  async stockLedger({ orgId, query, ports }) {
    return { status: true, ...(await stockLedger(ports, orgId, query)) };
  },

  async itemStockLedger({ orgId, params, query, ports }) {
    return { status: true, ...(await itemStockLedger(ports, orgId, params.itemId, query)) };
  },
};
