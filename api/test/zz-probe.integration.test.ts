import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './create-test-app.ts';
import { createRecipe } from './factories/recipe.factory.ts';
import { graphql, rest } from './http.ts';

let app: TestApp; let a: TestUser; let b: TestUser;
beforeAll(async () => { app = await createTestApp(); a = await app.user('a@example.com'); b = await app.user('b@example.com'); });
afterAll(() => app.close());
const show = (label: string, r: unknown) => console.log(label, JSON.stringify(r));
it('probes', async () => {
  const id = await createRecipe(app, a, { name: 'Soup', ingredients: ['water'] });
  const item = await rest<{id:number}>(app, 'POST', '/api/shopping-list', { user: a, body: { name: 'Milk' } });
  show('post milk', item.status + ' ' + JSON.stringify(item.body));
  for (const ct of ['text/plain']) {
    const r = await rest(app, 'PATCH', `/api/recipes/${id}/favorite`, { user: a, rawBody: '{"isFavorite":true}', headers: { 'content-type': ct } });
    show('plain', [r.status, r.body]);
    const r2 = await rest(app, 'POST', `/api/shopping-list`, { user: a, rawBody: 'Milk', headers: { 'content-type': ct } });
    show('plain2', [r2.status, r2.body]);
  }
  show('ingredients str', (await rest(app, 'PUT', `/api/recipes/${id}`, { user: a, body: { ingredients: 'not a list' } })).body);
  show('tags str', (await rest(app, 'PUT', `/api/recipes/${id}`, { user: a, body: { tags: 'dinner' } })).body);
  const r3 = await rest(app, 'POST', `/api/shopping-list`, { user: a, body: { name: 'Bread', recipeIds: id } });
  show('recipeIds num', [r3.status, r3.body]);
  show('gql ingredients str', await graphql(app, 'mutation($id:Int!){updateRecipe(id:$id,input:{ingredients:"x"}){__typename}}', { id }, a));
  show('B add with A recipe REST', await rest(app, 'POST', '/api/shopping-list', { user: b, body: { name: 'X', recipeIds: [id] } }).then(r => [r.status, r.body]));
  show('B add with A recipe GQL', await graphql(app, 'mutation($input:AddShoppingListItemInput!){addShoppingListItem(input:$input){__typename ... on Error{message code}}}', { input: { name: 'X', recipeIds: [id] } }, b));
  show('B update', await graphql(app, 'mutation($id:Int!){updateRecipe(id:$id,input:{name:"x"}){__typename ... on Error{message code}}}', { id }, b));
  show('B setItem', await graphql(app, 'mutation($id:Int!){setShoppingListItemCompleted(id:$id,isCompleted:true){__typename ... on Error{message code}}}', { id: item.body.id }, b));
  show('gql recipe', await graphql(app, 'query($id:Int!){recipe(id:$id){id name difficulty createdAt updatedAt nutrition{protein}}}', { id }, a));
  show('rest recipe', (await rest(app, 'GET', `/api/recipes/${id}`, { user: a })).body);
  show('no token bad id', await rest(app, 'GET', '/api/recipes/abc').then(r => [r.status, r.body]));
  show('no token bad json', await rest(app, 'PUT', `/api/recipes/${id}`, { rawBody: '{' }).then(r => [r.status, r.body]));
  show('no token bad field', await rest(app, 'PUT', `/api/recipes/${id}`, { body: { prepTime: 'abc' } }).then(r => [r.status, r.body]));
  show('bad token gql', await graphql(app, '{ recipes { id } }', {}, { ...a, authorization: 'Bearer nope' }));
  show('clear', await rest(app, 'DELETE', '/api/shopping-list', { user: a }).then(r => [r.status, r.body]));
});
