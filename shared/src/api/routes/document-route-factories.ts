// The route shapes every document family shares (sales, purchases): a list of a financial year, the
// form's preparation, fetch for edit, insert and update of a kind. Each family makes its routes
// with its own area and permissions, so its paths (the spec's) are all that differ.
import type { z } from 'zod';
import { defineRoute, type Area, type RouteAuth } from '../route-definition.js';
import type { Permission } from '../permissions.js';
import {
  documentFetchParams,
  documentInsertRequest,
  documentSavedResponse,
  documentUpdateRequest,
  financialYearQuery,
  orgIdCamelPathParams,
  orgIdPathParams,
  orgitermsQuery,
} from '../schemas/documents.js';
import { documentFetchResponse, documentFormResponse, documentListResponse } from '../schemas/document-views.js';
import type { KindInTable } from '../../documents/kinds.js';
import { orgFrom } from './auth-modes.js';

export function documentRouteFactories<const A extends Area, const V extends Permission, const E extends Permission>(area: A, view: V, edit: E) {
  const inPath = orgFrom({ from: 'path', name: 'orgid' }, view);

  /** A read: GET, needing `view`, the organisation in the path unless `auth` says otherwise. */
  function viewRoute<const S extends { params: z.ZodType; query?: z.ZodType; response: z.ZodType }, const Au extends RouteAuth = typeof inPath>(
    path: string,
    summary: string,
    schemas: S,
    auth: Au = inPath as RouteAuth as Au,
  ) {
    return defineRoute({ method: 'GET', path, area, auth, summary, ...schemas });
  }

  return {
    view,
    edit,
    viewRoute,
    listRoute: (path: string, summary: string) => viewRoute(path, summary, { params: orgIdPathParams, query: financialYearQuery, response: documentListResponse }),
    formRoute: (path: string, summary: string) => viewRoute(path, summary, { params: orgIdPathParams, query: orgitermsQuery, response: documentFormResponse }),
    /** The same list and form where the spec names the organisation `orgId` (the vouchers' paths). */
    listRouteOrgId: (path: string, summary: string) =>
      viewRoute(path, summary, { params: orgIdCamelPathParams, query: financialYearQuery, response: documentListResponse }, orgFrom({ from: 'path', name: 'orgId' }, view)),
    formRouteOrgId: (path: string, summary: string) =>
      viewRoute(path, summary, { params: orgIdCamelPathParams, query: orgitermsQuery, response: documentFormResponse }, orgFrom({ from: 'path', name: 'orgId' }, view)),
    fetchRoute: (path: string, summary: string) =>
      viewRoute(path, summary, { params: documentFetchParams, response: documentFetchResponse }, orgFrom({ from: 'record', in: 'path', name: 'id' }, view)),
    // A kind's insert and update bodies are the manifest's largest schemas (every field of the
    // form, per kind): each is built when a request first reads it, not when the manifest loads, so
    // a Lambda's cold start does not build the bodies of every kind its area saves.
    insertRoute: <K extends KindInTable>(kind: K, path: string, summary: string) => {
      let body: ReturnType<typeof documentInsertRequest<K>> | undefined;
      return defineRoute({
        method: 'POST',
        path,
        area,
        auth: orgFrom({ from: 'body', name: 'org_id' }, edit),
        summary,
        get body() {
          return (body ??= documentInsertRequest(kind));
        },
        response: documentSavedResponse,
      });
    },
    updateRoute: <K extends KindInTable>(kind: K, path: string, summary: string) => {
      let body: ReturnType<typeof documentUpdateRequest<K>> | undefined;
      return defineRoute({
        method: 'POST',
        path,
        area,
        auth: orgFrom({ from: 'record', in: 'body', name: 'id' }, edit),
        summary,
        get body() {
          return (body ??= documentUpdateRequest(kind));
        },
        response: documentSavedResponse,
      });
    },
  };
}
