package tabula.flink.oracle114;

import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.StringJoiner;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.TableEnvironment;

/**
 * Turns a {@link Pipeline} into Flink 1.14 Table API calls by name: scan('t') / from('t') is
 * {@code env.from("t")}, and every call is the public method of that name on the Table, GroupedTable, ... the
 * previous call returned whose parameters take the arguments (String, int, Table, or String... for the rest).
 * So {@code scan('t').groupBy('k').select('k, v.sum')} runs as
 * {@code env.from("t").groupBy("k").select("k, v.sum")}, and every method Flink has is there without a list.
 */
final class PipelineEvaluator {
    private final TableEnvironment env;

    PipelineEvaluator(TableEnvironment env) {
        this.env = env;
    }

    /** The Table the pipeline stands for; throws what Flink throws, or if the pipeline does not end in a Table. */
    Table evaluate(Pipeline pipeline) throws Exception {
        Object current = env.from(pipeline.table());
        for (Pipeline.Call call : pipeline.calls()) {
            Object[] arguments = new Object[call.arguments().size()];
            for (int i = 0; i < arguments.length; i++) {
                Object argument = call.arguments().get(i);
                arguments[i] = argument instanceof Pipeline nested ? evaluate(nested) : argument;
            }
            current = invoke(current, call.method(), arguments);
        }
        if (current instanceof Table table) return table;
        throw new IllegalArgumentException("the pipeline ends in a " + typeName(current)
                + ", not a Table (a groupBy needs a select after it)");
    }

    private static Object invoke(Object target, String method, Object[] arguments) throws Exception {
        for (Class<?> type : publicInterfaces(target.getClass())) {
            for (Method candidate : type.getMethods()) {
                if (!candidate.getName().equals(method) || Modifier.isStatic(candidate.getModifiers())) continue;
                Object[] actual = fit(candidate, arguments);
                if (actual == null) continue;
                try {
                    return candidate.invoke(target, actual);
                } catch (InvocationTargetException e) {
                    throw e.getCause() instanceof Exception cause ? cause : e;
                }
            }
        }
        StringJoiner types = new StringJoiner(", ", "(", ")");
        for (Object argument : arguments) {
            types.add(argument instanceof String ? "String" : argument instanceof Integer ? "int" : "Table");
        }
        throw new NoSuchMethodException(typeName(target) + " has no method " + method + types);
    }

    /** The arguments as the method's parameters take them, or null when they do not fit. */
    private static Object[] fit(Method method, Object[] arguments) {
        Class<?>[] parameters = method.getParameterTypes();
        int fixed = method.isVarArgs() ? parameters.length - 1 : parameters.length;
        if (arguments.length < fixed || (!method.isVarArgs() && arguments.length != fixed)) return null;
        Object[] actual = new Object[parameters.length];
        for (int i = 0; i < fixed; i++) {
            actual[i] = convert(parameters[i], arguments[i]);
            if (actual[i] == null) return null;
        }
        if (method.isVarArgs()) {
            Class<?> element = parameters[fixed].getComponentType();
            Object rest = Array.newInstance(element, arguments.length - fixed);
            for (int i = fixed; i < arguments.length; i++) {
                Object value = convert(element, arguments[i]);
                if (value == null) return null;
                Array.set(rest, i - fixed, value);
            }
            actual[fixed] = rest;
        }
        return actual;
    }

    /** The argument as a value of the parameter type, or null when it is not one. */
    private static Object convert(Class<?> parameter, Object argument) {
        if (argument instanceof Integer number) {
            if (parameter == int.class || parameter == Integer.class) return number;
            if (parameter == long.class || parameter == Long.class) return number.longValue();
            return null;
        }
        return parameter.isInstance(argument) ? argument : null;
    }

    /** Flink's public API types the object implements (Table for TableImpl, ...), whose methods can be called. */
    private static Set<Class<?>> publicInterfaces(Class<?> type) {
        Set<Class<?>> found = new LinkedHashSet<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Class<?> i : c.getInterfaces()) if (Modifier.isPublic(i.getModifiers())) found.add(i);
        }
        return found;
    }

    private static String typeName(Object value) {
        Set<Class<?>> types = publicInterfaces(value.getClass());
        return types.isEmpty() ? value.getClass().getSimpleName() : types.iterator().next().getSimpleName();
    }
}
