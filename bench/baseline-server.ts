// The baseline: a bare node:http server answering the recipe list with one SELECT through pg.
// No framework, no auth, no GraphQL: what the api's layers are measured against.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const userId = process.env.BENCH_USER_ID;
const port = Number(process.env.PORT ?? 18081);

const sql = `select id, name, description, image_url as "imageUrl", prep_time as "prepTime",
  cook_time as "cookTime", total_time as "totalTime", servings, difficulty, ingredients, instructions,
  tags, nutrition, is_favorite as "isFavorite", source_url as "sourceUrl",
  source_image_url as "sourceImageUrl", created_at as "createdAt", updated_at as "updatedAt"
  from recipes where user_id = $1 order by lower(name), id`;

createServer(async (_request, response) => {
  try {
    const { rows } = await pool.query(sql, [userId]);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(rows));
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}).listen(port, '127.0.0.1', () => console.log(`baseline listening on ${port}`));
