/** The parameter names of a path template: ':id' and ':sourceId' in '/kb/:id/sources/:sourceId'. */
type ParamNames<Template extends string> = Template extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Template extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a template needs, one string per parameter. */
export type PathParams<Template extends string> = { [Name in ParamNames<Template>]: string };

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * A path from a route template as the server registers it ('/call/calls/:id'), each parameter
 * URI-encoded so an id with '/' or '?' stays one segment. The type asks for exactly the template's
 * parameters; a missing one at run time is a programming error and throws.
 */
export const fillPath = <Template extends string>(template: Template, params: PathParams<Template>): string =>
  template.replace(PARAM, (_match, name: string) => {
    const value = (params as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${template}`);
    return encodeURIComponent(value);
  });
