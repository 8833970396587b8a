import type Ajv from 'ajv';
import type { CommandAccess } from '../metadata/ServerMetadata';
import type { CommandDefinition } from './CommandDefinition';

/**
 * The server's commands by name. `checkAgainst` ties it to metadata/commands.json and the schemas on
 * disk: a registered command without declaration (or the reverse), or a params schema missing from
 * schemas/commands/, is a start-up error.
 *
 * @example const registry = new CommandRegistry().register(login).register(logout);
 */
export class CommandRegistry {
  private readonly commands = new Map<string, CommandDefinition>();

  register(definition: CommandDefinition): this {
    if (this.commands.has(definition.name)) throw new Error(`Command ${definition.name} registered twice`);
    this.commands.set(definition.name, definition);
    return this;
  }

  get(name: string): CommandDefinition | undefined {
    return this.commands.get(name);
  }

  names(): string[] {
    return [...this.commands.keys()].sort();
  }

  /** Problems between the registry, the access declarations and the schemas, one line each. */
  problemsAgainst(declarations: Record<string, CommandAccess>, ajv: Ajv): string[] {
    const problems: string[] = [];
    for (const [name, definition] of this.commands) {
      if (!declarations[name]) problems.push(`command ${name} has no declaration in metadata/commands.json`);
      const id = `campo:commands/${name}`;
      if (definition.params.$id !== id) problems.push(`command ${name}: params $id must be ${id}`);
      if (!ajv.getSchema(id))
        problems.push(`command ${name}: schemas/commands/${name}.schema.json is missing`);
    }
    for (const name of Object.keys(declarations))
      if (!this.commands.has(name))
        problems.push(`metadata/commands.json declares ${name}, which no module registers`);
    return problems;
  }

  checkAgainst(declarations: Record<string, CommandAccess>, ajv: Ajv): void {
    const problems = this.problemsAgainst(declarations, ajv);
    if (problems.length)
      throw new Error(`Command registry does not match metadata:\n  ${problems.join('\n  ')}`);
  }
}
