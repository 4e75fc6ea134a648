// `npm run db:seed`: migrates, creates the first administrator, and adds the demo company to an empty database.
import { loadConfig } from '../../platform/config'
import { prepare } from '../bootstrap'

const config = loadConfig({ ...process.env, SEED_DEMO: 'true' })
const prepared = await prepare(config, (message) => console.log(message))
console.log(
  prepared.seeded
    ? 'The demo company has been added.'
    : 'The database already holds content: nothing was seeded (the demo only fills an empty database).',
)
await prepared.release()
