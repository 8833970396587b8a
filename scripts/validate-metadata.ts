// Runs before every build: the build fails, naming the file, JSON path and reason, when metadata does not
// satisfy its schemas. Usage: tsx scripts/validate-metadata.ts [projectRoot]
import { validateMetadataFiles } from '../src/runtime/metadata/validateMetadataFiles';
import { readMetadataFiles } from '../src/server/metadata/readMetadataFiles';

const root = process.argv[2] ?? process.cwd();
try {
  const files = readMetadataFiles(root);
  validateMetadataFiles(files);
  console.log(`metadata: ${Object.keys(files).length} files valid`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
