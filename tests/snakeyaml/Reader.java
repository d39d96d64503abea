// Reads YAML files with SnakeYAML, the parser inside Geyser, and prints one JSON line per file:
// {"file": ..., "value": ...} or {"file": ..., "error": ...}. Launched by tests/snakeyaml/snakeyaml.ts as
//   java -cp /usr/share/java/snakeyaml.jar tests/snakeyaml/Reader.java FILE...
// Safe construction with SnakeYAML's default limits (50 aliases to collections), as Geyser loads its config.
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Date;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

public class Reader {
    public static void main(String[] args) throws Exception {
        StringBuilder out = new StringBuilder();
        for (String file : args) {
            out.setLength(0);
            out.append("{\"file\":");
            string(out, file);
            try {
                String text = new String(Files.readAllBytes(Path.of(file)), StandardCharsets.UTF_8);
                Object value = new Yaml(new SafeConstructor(new LoaderOptions())).load(text);
                out.append(",\"value\":");
                json(out, value, 0);
            } catch (Exception | StackOverflowError error) {
                out.setLength(0);
                out.append("{\"file\":");
                string(out, file);
                out.append(",\"error\":");
                string(out, error.getClass().getSimpleName() + ": " + error.getMessage());
            }
            out.append('}');
            System.out.println(out);
        }
    }

    static void json(StringBuilder out, Object value, int depth) {
        if (depth > 10000) {
            throw new IllegalStateException("nested too deep");
        }
        if (value == null) {
            out.append("null");
        } else if (value instanceof String) {
            string(out, (String) value);
        } else if (value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            // Numbers as tagged strings in Java's own notation, so 1.0 and 1 and a long beyond 2^53 stay distinguishable.
            out.append("{\"$float\":");
            string(out, value.toString());
            out.append('}');
        } else if (value instanceof Number) {
            out.append("{\"$int\":");
            string(out, value.toString());
            out.append('}');
        } else if (value instanceof Date) {
            out.append("{\"$date\":").append(((Date) value).getTime()).append('}');
        } else if (value instanceof byte[]) {
            out.append("{\"$binary\":");
            string(out, java.util.Base64.getEncoder().encodeToString((byte[]) value));
            out.append('}');
        } else if (value instanceof Map) {
            out.append("{\"$map\":[");
            boolean first = true;
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                if (!first) out.append(',');
                first = false;
                out.append('[');
                json(out, entry.getKey(), depth + 1);
                out.append(',');
                json(out, entry.getValue(), depth + 1);
                out.append(']');
            }
            out.append("]}");
        } else if (value instanceof List) {
            out.append('[');
            boolean first = true;
            for (Object item : (List<?>) value) {
                if (!first) out.append(',');
                first = false;
                json(out, item, depth + 1);
            }
            out.append(']');
        } else if (value instanceof java.util.Set) {
            out.append("{\"$set\":[");
            boolean first = true;
            for (Object item : (java.util.Set<?>) value) {
                if (!first) out.append(',');
                first = false;
                json(out, item, depth + 1);
            }
            out.append("]}");
        } else {
            out.append("{\"$other\":");
            string(out, value.getClass().getName());
            out.append('}');
        }
    }

    static void string(StringBuilder out, String value) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0xd800 && c <= 0xdfff) || c == 0x2028 || c == 0x2029) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }
}
