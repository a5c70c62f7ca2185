// The item calls of spec part 2 §7, through the typed API client (the upload, which needs
// progress events, is in upload-items.ts).
import type {
  CodeSearchType,
  ItemInsertRequest,
  ItemUpdateRequest,
  StockTrackingRequest,
  VariationAddRequest,
  VariationUpdateRequest,
} from '@bahi/shared';
import { callApi } from '../../../app/api-client';

export async function fetchItems(orgId: string) {
  return (await callApi('listItems', { params: { orgid: orgId } })).items;
}

export async function fetchItem(id: string) {
  return (await callApi('getItem', { params: { id } })).item;
}

export async function fetchUnits(orgId: string) {
  return (await callApi('itemUnits', { params: { orgid: orgId } })).metrics;
}

/** Whether the caller may change items, and the settings the item screens follow. */
export async function fetchItemAccess(orgId: string) {
  return callApi('itemEditAuthorised', { params: { orgid: orgId } });
}

export async function insertItem(body: ItemInsertRequest) {
  return callApi('insertItem', { body });
}

export async function updateItem(body: ItemUpdateRequest) {
  return callApi('updateItem', { body });
}

export async function deleteItem(id: string) {
  return callApi('deleteItem', { params: { id } });
}

export async function searchCodes(query: string, type: CodeSearchType) {
  return (await callApi('searchCodes', { body: { query, type } })).data;
}

export async function fetchVariations(itemId: string) {
  return (await callApi('itemVariations', { params: { id: itemId } })).variations;
}

export async function addVariation(body: VariationAddRequest) {
  return callApi('addVariation', { body });
}

export async function updateVariation(body: VariationUpdateRequest) {
  return callApi('updateVariation', { body });
}

export async function deleteVariation(rowid: string) {
  return callApi('deleteVariation', { body: { rowid } });
}

/** First set-up of an item's stock tracking, or a change to it. */
export async function saveStockTracking(body: StockTrackingRequest, alreadyTracked: boolean) {
  return callApi(alreadyTracked ? 'updateStockTracking' : 'addStockTracking', { body });
}

export async function fetchStockLedger(orgId: string, from: string, to: string) {
  return callApi('stockLedger', { params: { orgId }, query: { from, to } });
}

export async function fetchItemStockLedger(orgId: string, itemId: string, from: string, to: string) {
  return callApi('itemStockLedger', { params: { orgId, itemId }, query: { from, to } });
}
